// The program's name and version as GUIs see them (UCI `id name`, XBoard `myname`, `--version`).
import { version } from '../../package.json';

export const VERSION: string = version;
export const ENGINE_NAME = `Topochess ${VERSION}`;
export const AUTHOR = 'the Topochess authors';
