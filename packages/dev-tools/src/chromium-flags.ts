/** Flags that keep Debian's Chromium from reaching for the network or a GPU (docs/testing.md). */
const quietFlags = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

/**
 * Parts of the browser's own window a headless browser never shows. Chromium builds the address
 * bar's popup as a web page in a renderer of its own for every window (a Playwright context is
 * one), and that renderer kept about a quarter of a core busy while a test's page sat idle: on a
 * two-core machine, the largest cost of every end-to-end test (docs/test-timing.md).
 */
export const unshownInterface = [
  'WebUIOmniboxPopup',
  'WebUIOmniboxAimPopup',
  'WebUIOmniboxFullPopup',
] as const;

/**
 * The features Playwright turns off with its own `--disable-features` (playwright-core's
 * chromiumSwitches.ts). Chromium reads only the last `--disable-features` on its command line,
 * ours, so theirs are repeated in it; chromium-flags.test.ts fails when Playwright's list grows.
 */
export const playwrightDisables = [
  'AvoidUnnecessaryBeforeUnloadCheckSync',
  'DestroyProfileOnBrowserClose',
  'HttpsUpgrades',
  'HttpsFirstBalancedModeAutoEnable',
  'LensOverlay',
  'MediaRouter',
  'PaintHolding',
  'ThirdPartyStoragePartitioning',
  'AvoidCorsURLLoaderRestartOnRedirect',
  'TcpPortRandomizationWin',
  'OptimizationHints',
  'NetworkTimeServiceQuerying',
  'AimEnabled',
  'PreconnectToSearch',
  'msForceBrowserSignIn',
  'msEdgeUpdateLaunchServicesPreferredVersion',
] as const;

/** One `--disable-features` holding a launcher's own list and the interface no one sees. */
function disableFeatures(launcherDisables: readonly string[]): string {
  return `--disable-features=${[...new Set([...launcherDisables, ...unshownInterface])].join(',')}`;
}

/** The flags for a Chromium that Playwright launches (the end-to-end tests, `npm run check`). */
export const chromiumArgs = [...quietFlags, disableFeatures(playwrightDisables)];

/**
 * The flags for a Chromium that chrome-launcher starts (Lighthouse in `npm run audit`), given
 * chrome-launcher's own defaults, whose `--disable-features` ours replaces.
 */
export function chromeLauncherFlags(launcherDefaults: readonly string[]): string[] {
  const prefix = '--disable-features=';
  const theirs = launcherDefaults
    .filter((flag) => flag.startsWith(prefix))
    .flatMap((flag) => flag.slice(prefix.length).split(','));
  return [...quietFlags, disableFeatures(theirs)];
}
