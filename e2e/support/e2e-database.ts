import { fileURLToPath } from 'node:url';

/** The API's database during an e2e run; specs read it back through the owner's inbox CLI. */
export const e2eDatabase = fileURLToPath(new URL('../.data/portfolio.sqlite', import.meta.url));
