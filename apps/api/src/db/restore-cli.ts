// `npm run db:restore -- <file>`: a backup made by db:backup, put into the empty database
// DATABASE_URL names and migrated to this version (./backup.ts).
import { loadApiEnv } from '../env.ts';
import { restoreDatabase } from './backup.ts';

const [file, ...rest] = process.argv.slice(2);
if (file === undefined || rest.length > 0 || file.startsWith('-')) {
  console.error(
    'Usage: npm run db:restore -- <file>\n\n  Puts a backup from npm run db:backup into the empty database DATABASE_URL names.',
  );
  process.exit(2);
}
try {
  const env = loadApiEnv();
  const { migrated } = await restoreDatabase(env.DATABASE_URL, file);
  console.log(
    `Restored ${file}${migrated.length === 0 ? '' : `, then applied ${migrated.join(', ')}`}; start the API on it now.`,
  );
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
}
