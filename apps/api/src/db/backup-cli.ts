// `npm run db:backup -- <file>`: a consistent copy of DATABASE_URL's database, taken while the API
// runs (./backup.ts).
import { loadApiEnv } from '../env.ts';
import { backupDatabase } from './backup.ts';

const [file, ...rest] = process.argv.slice(2);
if (file === undefined || rest.length > 0 || file.startsWith('-')) {
  console.error(
    'Usage: npm run db:backup -- <file>\n\n  Writes a copy of the database DATABASE_URL names to <file>, a new file.',
  );
  process.exit(2);
}
try {
  const env = loadApiEnv();
  const started = Date.now();
  const result = await backupDatabase(env.DATABASE_URL, file);
  console.log(
    `Backed up to ${result.file} (${(result.bytes / 1024).toFixed(0)} KiB, ${String(Date.now() - started)} ms); restore it with: npm run db:restore -- ${result.file}`,
  );
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
}
