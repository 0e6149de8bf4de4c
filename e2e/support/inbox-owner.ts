// The owner in a browser: a passkey holder (Chromium's virtual authenticator, standing in for a
// phone's screen lock), the CLI's enrolment link, and a signed-in inbox page.
import { expect } from '@playwright/test';
import type { Browser, BrowserContext, Page } from '@playwright/test';
import type { InboxServer } from './inbox-server.ts';

/** A platform passkey holder that is always there and always says yes. */
export async function holdPasskeys(context: BrowserContext, page: Page): Promise<void> {
  const cdp = await context.newCDPSession(page);
  await cdp.send('WebAuthn.enable');
  await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: {
      protocol: 'ctap2',
      transport: 'internal',
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
      automaticPresenceSimulation: true,
    },
  });
}

/** What `npm run inbox -- enroll` printed on its last line. */
export async function enrolmentLink(inbox: Pick<InboxServer, 'cli'>): Promise<string> {
  const out = await inbox.cli('enroll');
  return out.trimEnd().split('\n').at(-1) ?? '';
}

/** A new browser context that enrols a passkey and signs in with it; the inbox is open. */
export async function signedInOwner(
  browser: Browser,
  inbox: Pick<InboxServer, 'cli' | 'inboxUrl'>,
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await holdPasskeys(context, page);
  await page.goto(await enrolmentLink(inbox));
  await page.getByRole('button', { name: 'Add a passkey' }).click();
  await expect(page).toHaveURL(`${inbox.inboxUrl}/sign-in?done=enrolled`);
  await page.getByRole('button', { name: 'Sign in with a passkey' }).click();
  await expect(page).toHaveURL(inbox.inboxUrl);
  return { context, page };
}
