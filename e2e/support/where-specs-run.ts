// Where each spec runs is said once, in its own header, and the Playwright configs read it from
// there (playwright.config.ts, playwright.static-host.config.ts, scripts/persona-e2e.ts), so the
// header cannot drift from what runs. Its comment says, as its last lines:
//
//   // Runs on: phone, desktop, persona desktop
//   // Because: <why each of those, and why nowhere else>
//
// either of which may go on over further comment lines.
//
// A spec runs where its behaviour can differ (width, theme, JavaScript on or off, base path, the
// persona's shape of content) and nowhere else; tags narrow it further inside a run: @layout
// tests also run on the tablet, @axe, @focus and @reflow tests on the light runs, and @hover tests
// never on a touch screen (playwright.config.ts).
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** Every run a spec may name: a width, theme and JavaScript setting, on one build and server. */
export const runs = [
  // The sample's build, served as `npm start` serves it.
  'phone',
  'tablet',
  'desktop',
  'phone light',
  'desktop light',
  'phone without JavaScript',
  'desktop without JavaScript',
  // The sample built for /portfolio/ on a plain static host (Caddy).
  'static host',
  'static host without JavaScript',
  // Another owner's content at the edges of the content check (e2e/fixtures/persona/).
  'persona desktop',
  'persona desktop without JavaScript',
  'persona phone',
] as const;
export type Run = (typeof runs)[number];

export interface Placement {
  runs: Run[];
  because: string;
}

function isRun(name: string): name is Run {
  return (runs as readonly string[]).includes(name);
}

/** Reads a spec's placement from its header; throws naming the spec when it is missing or wrong. */
export function placementOf(spec: string, text: string): Placement {
  const header: string[] = [];
  for (const line of text.split('\n')) {
    if (!line.startsWith('//')) break;
    header.push(line.replace(/^\/\/ ?/, ''));
  }
  const at = header.findIndex((line) => line.startsWith('Runs on: '));
  if (at === -1)
    throw new Error(`${spec}: its header must say where it runs, on a line "// Runs on: <runs>"`);
  const reasonAt = header.findIndex((line, index) => index > at && line.startsWith('Because: '));
  if (reasonAt === -1)
    throw new Error(`${spec}: after "Runs on" its header must say why, on a line "// Because: …"`);
  const named = header
    .slice(at, reasonAt)
    .join(' ')
    .slice('Runs on: '.length)
    .split(',')
    .map((name) => name.trim());
  const unknown = named.filter((name) => !isRun(name));
  if (unknown.length > 0)
    throw new Error(
      `${spec}: "Runs on" names ${unknown.map((name) => `"${name}"`).join(', ')}, which no run is (known: ${runs.join(', ')})`,
    );
  if (new Set(named).size !== named.length) throw new Error(`${spec}: "Runs on" names a run twice`);
  const reason = header.slice(reasonAt);
  const end = reason.findIndex((line) => line.trim() === '');
  const because = (end === -1 ? reason : reason.slice(0, end))
    .join(' ')
    .slice('Because: '.length)
    .trim();
  if (because === '') throw new Error(`${spec}: "Because" is empty`);
  return { runs: named.filter(isRun), because };
}

const e2eDir = fileURLToPath(new URL('..', import.meta.url));

/** Each spec in e2e/ (its file name) with its placement. */
export function placements(dir: string = e2eDir): Map<string, Placement> {
  return new Map(
    readdirSync(dir)
      .filter((name) => name.endsWith('.spec.ts'))
      .sort()
      .map((name) => [name, placementOf(name, readFileSync(path.join(dir, name), 'utf8'))]),
  );
}

/** The project's specs, read once: a config asks for each of its runs. */
let ownSpecs: Map<string, Placement> | undefined;

/** The specs (file names) that run on `run`. */
export function specsFor(run: Run): string[] {
  ownSpecs ??= placements();
  return [...ownSpecs]
    .filter(([, placement]) => placement.runs.includes(run))
    .map(([name]) => name);
}

/**
 * A pattern for a project's `grep`/`grepInvert` that matches the tests of `specs` whose titles or
 * tags match `tags`: Playwright matches it against the test's path of titles, which starts with
 * its file's name.
 */
export function matchingIn(specs: string[], tags: RegExp): RegExp {
  if (specs.length === 0) return /$^/;
  const names = specs.map((spec) => spec.replaceAll('.', '\\.')).join('|');
  return new RegExp(`(?:^|\\s)(?:${names})\\s.*(?:${tags.source})`);
}
