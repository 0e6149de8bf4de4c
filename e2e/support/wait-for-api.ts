// Playwright waits for the site; the API starts beside it and migrates its database first.
import { apiHealthUrl } from './addresses.ts';

export default async function waitForApi(): Promise<void> {
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    const response = await fetch(apiHealthUrl).catch(() => undefined);
    if (response?.ok) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`The contact API did not answer ${apiHealthUrl} within 30 s.`);
}
