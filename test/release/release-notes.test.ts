// Versions, the changelog and the release notes: package.json's version is the one every document names, CHANGELOG.md
// has its entry in the Keep a Changelog form, the notes are made from it, and `make release` refuses a dirty working
// tree or a version without an entry (run in a scratch git repository holding the release's Makefile and scripts).
import { execFileSync, spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, describe, expect, test } from 'vitest';
import { version as VERSION } from '../../package.json';
// @ts-expect-error plain ESM release script without type declarations
import { changelogEntry, releaseNotes, releaseProblems } from '../../scripts/release/release-notes.mjs';
// @ts-expect-error plain ESM release script without type declarations
import { TARGETS } from '../../scripts/release/runtime.mjs';

const ROOT = resolve(__dirname, '../..');
const CHANGELOG = readFileSync(join(ROOT, 'CHANGELOG.md'), 'utf8');
const scratch: string[] = [];
afterAll(() => {
  for (const dir of scratch) rmSync(dir, { recursive: true, force: true });
});

interface Entry {
  readonly date: string;
  readonly body: string;
}
const entryOf = changelogEntry as (version: string, text?: string) => Entry | undefined;

/** Files under `dir` (relative paths), skipping nothing: docs/ holds only text and pictures. */
function filesUnder(dir: string): string[] {
  return readdirSync(join(ROOT, dir), { recursive: true, encoding: 'utf8' }).map((path) => join(dir, path));
}

describe('versions', () => {
  test('package.json and package-lock.json agree on a semantic version', () => {
    expect(VERSION).toMatch(/^\d+\.\d+\.\d+$/);
    const lock = JSON.parse(readFileSync(join(ROOT, 'package-lock.json'), 'utf8')) as {
      version: string;
      packages: Record<string, { version?: string }>;
    };
    expect([lock.version, lock.packages[''].version]).toEqual([VERSION, VERSION]);
  });

  test('every "Topochess x.y.z" in README, docs, the man page and the sources is the current version', () => {
    // docs/strength.md records match reports as the runner printed them, engine names of older builds included.
    const files = ['README.md', 'CONTRIBUTING.md', 'packaging/topochess.6', ...filesUnder('docs'), ...filesUnder('src')]
      .concat(filesUnder('protocol'))
      .filter((path) => /\.(md|ts|6)$/.test(path) && path !== 'docs/strength.md');
    const named = files.flatMap((path) =>
      [...readFileSync(join(ROOT, path), 'utf8').matchAll(/Topochess (\d+\.\d+\.\d+)/g)].map((m) => `${path}: ${m[1]}`),
    );
    expect(named.length).toBeGreaterThan(0);
    expect(named.filter((line) => !line.endsWith(`: ${VERSION}`))).toEqual([]);
  });
});

describe('CHANGELOG.md', () => {
  test('Keep a Changelog: Unreleased first, then every version newest first with a date and known sections', () => {
    expect(CHANGELOG.startsWith('# Changelog\n')).toBe(true);
    const headings = [...CHANGELOG.matchAll(/^## (.*)$/gm)].map((m) => m[1]);
    expect(headings[0]).toBe('[Unreleased]');
    const releases = headings.slice(1).map((heading) => /^\[(\d+\.\d+\.\d+)\] - (\d{4}-\d{2}-\d{2})$/.exec(heading));
    expect(releases.every((m) => m !== null)).toBe(true);
    const versions = releases.map((m) => m![1]);
    expect(versions.slice(0, 1)).toEqual([VERSION]);
    expect(versions).toContain('0.1.0');
    const key = (v: string): number => v.split('.').reduce((sum, part) => sum * 1000 + Number(part), 0);
    expect(versions.map(key)).toEqual(versions.map(key).sort((a, b) => b - a));
    const dates = releases.map((m) => m![2]);
    expect(dates).toEqual([...dates].sort().reverse());
    for (const section of CHANGELOG.matchAll(/^### (.*)$/gm)) {
      expect(['Added', 'Changed', 'Deprecated', 'Removed', 'Fixed', 'Security']).toContain(section[1]);
    }
  });

  test("the current version's entry is read up to the next version, without the link definitions", () => {
    const entry = entryOf(VERSION)!;
    expect(entry.date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(entry.body).toMatch(/^### Added\n/);
    expect(entry.body).not.toMatch(/^## /m);
    const last = entryOf('0.1.0')!;
    expect(last.body).not.toMatch(/^\[[^\]]+\]: /m);
    expect(entryOf('9.9.9')).toBeUndefined();
  });
});

describe('release notes', () => {
  test('the entry, every archive with its SHA-256, and which platforms were run and which only built', () => {
    const sums = (TARGETS as { id: string; archive: string }[]).map((t, i) => ({
      name: `topochess-1.2.3-${t.id}.${t.archive}`,
      sha256: String(i).repeat(64),
    }));
    const notes = (releaseNotes as (v: string, e: Entry, s: typeof sums) => string)(
      '1.2.3',
      { date: '2026-01-02', body: '### Added\n\n- Something.' },
      sums,
    );
    expect(notes).toMatch(
      /^# Topochess 1\.2\.3\n\nReleased 2026-01-02\.\n\n## Changes\n\n### Added\n\n- Something\.\n/,
    );
    for (const { name, sha256 } of sums) expect(notes).toContain(`${sha256}  ${name}\n`);
    for (const t of TARGETS as { id: string; tested: { run: boolean } }[]) {
      const row = notes.split('\n').find((line) => line.startsWith(`| ${t.id} |`));
      expect(row, t.id).toMatch(t.tested.run ? / \*\*run\*\* / : / \*\*built and checked, not run\*\*: /);
    }
    expect(notes).toMatch(/\| windows-x64 \| .* \| \*\*run\*\* under Wine 10/);
  });

  test("README's platform table says the same: run, or built and checked, per platform", () => {
    const readme = readFileSync(join(ROOT, 'README.md'), 'utf8');
    const NAMES: Record<string, string> = {
      'linux-x64': 'Linux x64',
      'linux-arm64': 'Linux arm64',
      'windows-x64': 'Windows x64',
      'macos-x64': 'macOS x64, arm64',
      'macos-arm64': 'macOS x64, arm64',
    };
    for (const t of TARGETS as { id: string; tested: { run: boolean } }[]) {
      const row = readme.split('\n').find((line) => line.startsWith(`| ${NAMES[t.id]} |`));
      expect(row, t.id).toBeDefined();
      expect(
        row!
          .split('|')[2]
          .trim()
          .startsWith(t.tested.run ? '**run**' : '**built and checked, not run**'),
      ).toBe(true);
    }
  });
});

describe('make release refuses', () => {
  /** A scratch git repository with the release's Makefile, package.json, CHANGELOG.md and scripts, committed. */
  function scratchRepo(): string {
    const dir = mkdtempSync(join(tmpdir(), 'topochess-release-guard-'));
    scratch.push(dir);
    for (const item of ['Makefile', 'package.json', 'CHANGELOG.md', 'scripts']) {
      cpSync(join(ROOT, item), join(dir, item), { recursive: true });
    }
    const git = (...args: string[]): string =>
      execFileSync('git', ['-c', 'user.name=t', '-c', 'user.email=t@t', '-c', 'commit.gpgsign=false', ...args], {
        cwd: dir,
        encoding: 'utf8',
      });
    git('init', '-q');
    git('add', '-A');
    git('commit', '-q', '-m', 'scratch');
    return dir;
  }

  const makeRelease = (dir: string) => spawnSync('make', ['release'], { cwd: dir, encoding: 'utf8' });

  test('a dirty working tree, before building anything', () => {
    const dir = scratchRepo();
    expect(releaseProblems(dir)).toEqual([]);
    writeFileSync(join(dir, 'Makefile'), readFileSync(join(dir, 'Makefile'), 'utf8') + '\n');
    const run = makeRelease(dir);
    expect(run.status).not.toBe(0);
    expect(run.stderr).toMatch(/make release: refused\n- the working tree is dirty[^\n]*\n {3}M Makefile/);
    expect(existsSync(join(dir, 'dist'))).toBe(false);
  });

  test('a version without a changelog entry', () => {
    const dir = scratchRepo();
    const pkg = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')) as { version: string };
    writeFileSync(join(dir, 'package.json'), JSON.stringify({ ...pkg, version: '99.0.0' }));
    execFileSync(
      'git',
      ['-c', 'user.name=t', '-c', 'user.email=t@t', '-c', 'commit.gpgsign=false', 'commit', '-qam', 'bump'],
      { cwd: dir },
    );
    const run = makeRelease(dir);
    expect(run.status).not.toBe(0);
    expect(run.stderr).toContain('CHANGELOG.md has no entry "## [99.0.0] - <date>"');
    expect(run.stderr).not.toContain('dirty');
    expect(existsSync(join(dir, 'dist'))).toBe(false);
  });
});
