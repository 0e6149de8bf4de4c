import { createServer } from 'node:net';
import { describe, expect, it } from 'vitest';
import { freePort } from '@portfolio/dev-tools/free-port';
import { portInUse, portProblems, portTakenMessage } from './port-check.ts';

describe('the port check before npm start', () => {
  it('finds a port another program holds, and says which setting moves it, to a free one', async () => {
    const port = await freePort();
    const holder = createServer();
    await new Promise<void>((resolve) => holder.listen(port, '127.0.0.1', resolve));
    try {
      expect(await portInUse(port, '0.0.0.0')).toBe('EADDRINUSE');
      const [line, ...more] = await portProblems([
        { who: 'the site', port, host: '0.0.0.0', setting: 'SITE_PORT' },
      ]);
      expect(more).toEqual([]);
      const suggested = Number(/SITE_PORT=(\d+)/.exec(line ?? '')?.[1]);
      expect(suggested).toBeGreaterThan(port);
      expect(await portInUse(suggested, '0.0.0.0')).toBeNull();
    } finally {
      holder.close();
    }
    expect(await portInUse(port, '0.0.0.0')).toBeNull();
  });

  it('never suggests one port for two services', async () => {
    const first = await freePort();
    const holders = [createServer(), createServer()];
    await new Promise<void>((resolve) => holders[0]?.listen(first, '127.0.0.1', resolve));
    const second = first + 1;
    const held = await new Promise<boolean>((resolve) => {
      holders[1]?.once('error', () => resolve(false));
      holders[1]?.listen(second, '127.0.0.1', () => resolve(true));
    });
    try {
      const lines = await portProblems([
        { who: 'the site', port: first, host: '0.0.0.0', setting: 'SITE_PORT' },
        ...(held ? [{ who: 'the API', port: second, host: '0.0.0.0', setting: 'API_PORT' }] : []),
      ]);
      const suggested = lines.map((line) => Number(/_PORT=(\d+)/.exec(line)?.[1]));
      expect(new Set([...suggested, first, second]).size).toBe(suggested.length + 2);
    } finally {
      for (const holder of holders) holder.close();
    }
  });

  it('names the command to run again, and what follows the setting', () => {
    expect(
      portTakenMessage(
        {
          who: 'the contact API',
          port: 3001,
          setting: 'API_PORT',
          follows: "the site's form follows it",
          command: 'npm run dev',
        },
        'EADDRINUSE',
        3002,
      ),
    ).toBe(
      "Port 3001 is already in use by another program, so the contact API cannot start. Stop that program, or start on another port: API_PORT=3002 npm run dev (the site's form follows it).",
    );
    expect(portTakenMessage({ who: 'the site', port: 80, setting: 'SITE_PORT' }, 'EACCES')).toMatch(
      /^The site cannot listen on port 80 \(EACCES\)\. .*SITE_PORT=180 npm start\.$/,
    );
  });
});
