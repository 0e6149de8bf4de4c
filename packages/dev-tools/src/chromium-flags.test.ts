import { chromium } from '@playwright/test';
import { Launcher } from 'chrome-launcher';
import { describe, expect, it } from 'vitest';
import {
  chromeLauncherFlags,
  chromiumArgs,
  playwrightDisables,
  unshownInterface,
} from './chromium-flags.ts';
import { findBrowser } from './find-browser.ts';

const disabled = (commandLine: string): string[][] =>
  [...commandLine.matchAll(/--disable-features=(\S+)/g)].map((match) =>
    (match[1] ?? '').split(','),
  );

describe('the test browser’s flags', () => {
  it('keep every feature Playwright turns off, and leave the address bar’s popup unbuilt', async () => {
    const executablePath = findBrowser();
    expect(executablePath, 'no Chromium: apt-get install -y chromium').toBeTruthy();
    const browser = await chromium.launch({ executablePath, args: chromiumArgs });
    try {
      const page = await browser.newPage();
      await page.goto('chrome://version');
      const commandLine = (await page.locator('#command_line').textContent()) ?? '';
      const lists = disabled(commandLine);
      // Playwright's own list comes first; Chromium reads only the last one, ours.
      expect(lists.length).toBeGreaterThanOrEqual(2);
      const [theirs = [], ...rest] = lists;
      const ours = rest.at(-1) ?? [];
      expect(ours).toEqual(expect.arrayContaining(theirs));
      expect(ours).toEqual(expect.arrayContaining([...unshownInterface]));
      expect([...playwrightDisables].sort()).toEqual([...theirs].sort());
      // Built, the popup is a page of the browser's own, listed among its targets.
      const session = await browser.newBrowserCDPSession();
      const { targetInfos } = await session.send('Target.getTargets');
      expect(targetInfos.map((target) => target.url)).toEqual(['chrome://version/']);
    } finally {
      await browser.close();
    }
  });

  it('keep every feature chrome-launcher turns off, for Lighthouse', () => {
    const defaults = Launcher.defaultFlags();
    const [theirs = []] = disabled(defaults.join(' '));
    expect(theirs.length).toBeGreaterThan(0);
    const flags = chromeLauncherFlags(defaults);
    const lists = disabled(flags.join(' '));
    expect(lists).toHaveLength(1);
    expect(lists[0]).toEqual(expect.arrayContaining([...theirs, ...unshownInterface]));
  });
});
