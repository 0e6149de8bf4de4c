// Another process holding SQLite's write lock, as the inbox CLI or a backup tool might.
import { spawn } from 'node:child_process';

const holder = `
const Database = require('better-sqlite3');
const db = new Database(process.argv[1]);
db.exec('BEGIN IMMEDIATE');
process.stdout.write('locked\\n');
setTimeout(() => { db.exec('COMMIT'); db.close(); process.exit(0); }, Number(process.argv[2]));
`;

/** Resolves once the other process holds the lock; `released` resolves when it has let go. */
export function holdSqliteWriteLock(
  file: string,
  ms: number,
): Promise<{ released: Promise<void> }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['-e', holder, file, String(ms)], {
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    const released = new Promise<void>((done) => child.once('exit', () => done()));
    child.once('error', reject);
    child.stdout.once('data', () => resolve({ released }));
  });
}
