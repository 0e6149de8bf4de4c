// Where web and API agree to find the owner's settings: the repository's `.env`, as
// `.env.example` suggests. Node-only; the browser bundle never imports it.
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

export const dotEnvPath = fileURLToPath(new URL('../../../.env', import.meta.url));

/**
 * Reads the repository's `.env` into `process.env` with Node's own loader (the parser behind
 * `--env-file`). A variable already set, in the shell, by the host or by an earlier read, wins over
 * the file, so reading it twice changes nothing. No file, nothing to do.
 */
export function loadDotEnv(path = dotEnvPath): void {
  if (existsSync(path)) process.loadEnvFile(path);
}
