// A length of time in a setting, as the owner would write it: "600000", "600s", "10m", "1h".
import { z } from 'zod';

const units: Record<string, number> = { ms: 1, s: 1000, m: 60_000, h: 3_600_000 };

/** "600000", "600s", "10m", "1h" → milliseconds. */
export const duration = z
  .string()
  .trim()
  .regex(/^\d+(ms|s|m|h)?$/, 'must be a duration such as 600000, 90s, 10m or 1h')
  .transform((value) => {
    const match = /^(\d+)(ms|s|m|h)?$/.exec(value);
    return Number(match?.[1]) * (units[match?.[2] ?? 'ms'] ?? 1);
  })
  .refine((ms) => ms > 0, 'must be longer than zero');
