import { accessSync, constants } from 'node:fs';

/** Debian's Chromium, the default when CHROME_PATH is unset. */
export const defaultBrowserPaths = ['/usr/bin/chromium'];

/** The Chromium binary tests drive: $CHROME_PATH, then Debian's /usr/bin/chromium. */
export function findBrowser(
  env: NodeJS.ProcessEnv = process.env,
  fallbacks: readonly string[] = defaultBrowserPaths,
): string | undefined {
  const candidates = [env.CHROME_PATH, ...fallbacks].filter(
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
