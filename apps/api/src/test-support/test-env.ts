import { loadApiEnv } from '../env.ts';
import type { ApiEnv } from '../env.ts';

/** The API's configuration as a deployment would give it, through the real schema. */
export function testEnv(variables: Record<string, string>): ApiEnv {
  return loadApiEnv({ LOG_LEVEL: 'silent', ...variables });
}
