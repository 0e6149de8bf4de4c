import { launchChromium } from './lib/launch-chromium.ts';
const browser = await launchChromium();
const page = await browser.newPage({ viewport: { width: 412, height: 823 } });
await page.addInitScript(() => {
  (window as any).__lcp = [];
  new PerformanceObserver((list) => { for (const e of list.getEntries() as any[]) (window as any).__lcp.push([Math.round(e.startTime), e.size, e.element?.outerHTML?.slice(0, 90)]); }).observe({ type: 'largest-contentful-paint', buffered: true });
});
await page.goto('http://127.0.0.1:4311' + (process.argv[2] ?? '/projects'));
await page.waitForTimeout(5000);
console.log(await page.evaluate(() => (window as any).__lcp));
await browser.close();
