import { chromium } from '@playwright/test';
const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: ['--no-sandbox'],
});
const page = await browser.newPage();
page.on('pageerror', (e) => console.log('ERR', e.message));
page.on('console', (m) => console.log('CONSOLE', m.type(), m.text().slice(0, 300)));
page.on('request', (r) => console.log('REQ', r.url()));
await page.goto('http://localhost:4300/projects/nope');
await page.waitForTimeout(4000);
console.log(await page.locator('h1').allTextContents());
await browser.close();
