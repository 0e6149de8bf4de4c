// What `npm start` and `npm run dev` read before starting anything (scripts/start.ts, dev.ts):
// the site's and the API's settings, and whether their ports are free. A fault in either is one
// line a person can act on, and the command stops there.
import { loadApiEnv } from '../../apps/api/src/env.ts';
import { loadWebEnv } from '../../apps/web/env.ts';
import { portProblems } from './port-check.ts';
import type { PortNeed } from './port-check.ts';

/** Both services' settings, or the process ends saying which setting is wrong. */
export function serviceSettings() {
  try {
    return { web: loadWebEnv(), api: loadApiEnv() };
  } catch (error) {
    console.error(error instanceof Error ? error.message : String(error));
    process.exit(1);
  }
}

/** Ends the process, one line per port, when a port a service needs is taken. */
export async function exitIfPortsTaken(needs: readonly PortNeed[]): Promise<void> {
  const taken = await portProblems(needs);
  if (taken.length === 0) return;
  console.error(taken.join('\n'));
  process.exit(1);
}
