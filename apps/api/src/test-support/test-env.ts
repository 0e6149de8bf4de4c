import { loadApiEnv } from '../env.ts';
import type { ApiEnv } from '../env.ts';
import { testSigningKey } from './proof-of-work.ts';

/** The API's configuration as a deployment would give it, through the real schema. */
export function testEnv(variables: Record<string, string>): ApiEnv {
  return loadApiEnv({ LOG_LEVEL: 'silent', ALTCHA_HMAC_KEY: testSigningKey, ...variables });
}
