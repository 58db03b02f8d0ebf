// Loaded before every test file (vitest.config.ts setupFiles): the file's temporary folders are removed after its
// other afterAll hooks (vitest runs them in reverse order), so no test file can forget it.
import { afterAll } from 'vitest';
import { removeTempDirs } from './temp-dir';

afterAll(removeTempDirs);
