// The program's name and version as GUIs see them (UCI `id name`, XBoard `myname`, `--version`).
import { version } from '../../package.json';

declare const __TOPOCHESS_COMMIT__: string;

export const VERSION: string = version;
export const ENGINE_NAME = `Topochess ${VERSION}`;
export const AUTHOR = 'the Topochess authors';
/** The git commit the bundle was built from (set by the bundler; "unknown" outside a git checkout). */
export const COMMIT: string = __TOPOCHESS_COMMIT__;

/** Release names of the platforms: the suffix of the release archives (`linux-x64`, `windows-x64`, `macos-arm64`). */
const PLATFORM_NAMES: Readonly<Record<string, string>> = { win32: 'windows', darwin: 'macos' };

/** `--version`: version, commit, the Node runtime actually running, and the platform. */
export function versionLine(): string {
  const platform = `${PLATFORM_NAMES[process.platform] ?? process.platform}-${process.arch}`;
  return `${ENGINE_NAME} (commit ${COMMIT}, Node ${process.version}, ${platform})`;
}
