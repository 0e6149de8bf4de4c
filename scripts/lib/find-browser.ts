import { accessSync, constants } from 'node:fs';

/** The Chromium binary tests drive: $CHROME_PATH, then Debian's /usr/bin/chromium. */
export function findBrowser(env: NodeJS.ProcessEnv = process.env): string | undefined {
  const candidates = [env.CHROME_PATH, '/usr/bin/chromium'].filter(
    (path): path is string => typeof path === 'string' && path.length > 0,
  );
  return candidates.find((path) => {
    try {
      accessSync(path, constants.X_OK);
      return true;
    } catch {
      return false;
    }
  });
}
