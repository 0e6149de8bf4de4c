// Before `npm start` or `npm run dev` starts a service: is its port free? Another dev server on
// 3000 is the most common first-run fault there is; it is told in one line, with the setting
// that moves the port, before anything is built or started.
import { createServer } from 'node:net';

/** Why nothing can listen on `host`:`port` now (its error code), or null when it is free. */
export function portInUse(port: number, host?: string): Promise<string | null> {
  return new Promise((resolve) => {
    const probe = createServer();
    probe.once('error', (error: NodeJS.ErrnoException) => {
      resolve(error.code ?? error.message);
    });
    probe.listen({ port, ...(host === undefined ? {} : { host }), exclusive: true }, () => {
      probe.close(() => resolve(null));
    });
  });
}

/** The nearest free port above `port`, to suggest one. */
export async function freePortAbove(
  port: number,
  host?: string,
  reserved: ReadonlySet<number> = new Set(),
): Promise<number | undefined> {
  for (let next = port + 1; next <= Math.min(port + 50, 65_535); next += 1)
    if (!reserved.has(next) && (await portInUse(next, host)) === null) return next;
  return undefined;
}

export interface PortNeed {
  /** Who needs it, as a person says it: "the site", "the contact API". */
  who: string;
  port: number;
  host?: string;
  /** The setting that moves it. */
  setting: string;
  /** What else follows the setting, if anything. */
  follows?: string;
  /** The command a person runs again with the setting: `npm start` unless said. */
  command?: string;
}

/** The line that says the port is taken, which setting moves it and to what. */
export function portTakenMessage(need: PortNeed, code: string, suggestion?: number): string {
  const taken =
    code === 'EADDRINUSE'
      ? `Port ${String(need.port)} is already in use by another program, so ${need.who} cannot start.`
      : `${need.who.charAt(0).toUpperCase()}${need.who.slice(1)} cannot listen on port ${String(need.port)} (${code}).`;
  const move = `${need.setting}=${String(suggestion ?? need.port + 100)}`;
  return `${taken} Stop that program, or start on another port: ${move} ${need.command ?? 'npm start'}${need.follows === undefined ? '' : ` (${need.follows})`}.`;
}

/** One line per port that is not free, or none. */
export async function portProblems(needs: readonly PortNeed[]): Promise<string[]> {
  const problems: string[] = [];
  // Never the same port suggested twice, nor one another service needs.
  const reserved = new Set(needs.map((need) => need.port));
  for (const need of needs) {
    const code = await portInUse(need.port, need.host);
    if (code === null) continue;
    const suggestion = await freePortAbove(need.port, need.host, reserved);
    if (suggestion !== undefined) reserved.add(suggestion);
    problems.push(portTakenMessage(need, code, suggestion));
  }
  return problems;
}
