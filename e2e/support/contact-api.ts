import type { Page, Request, Route } from '@playwright/test';
import { contactEndpoint, siteOrigin } from './addresses.ts';

const cors = {
  'access-control-allow-origin': siteOrigin,
  'access-control-allow-methods': 'POST, OPTIONS',
  'access-control-allow-headers': 'content-type',
};

/**
 * Stands in for the contact API: answers the CORS preflight, records every POST, and lets the
 * test decide how (and whether) each POST is answered.
 */
export async function fakeContactApi(page: Page, answer: (route: Route) => Promise<void> | void) {
  const posts: Request[] = [];
  await page.route(contactEndpoint, async (route, request) => {
    if (request.method() === 'OPTIONS') {
      await route.fulfill({ status: 204, headers: cors });
      return;
    }
    posts.push(request);
    await answer(route);
  });
  return {
    posts,
    reply: (route: Route, status: number) =>
      route.fulfill({ status, headers: cors, contentType: 'application/json', body: '{}' }),
  };
}
