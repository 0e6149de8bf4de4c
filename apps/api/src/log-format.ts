// The API's logs in two forms from the same events: JSON lines for a log collector (pino's own),
// and, for a person watching a terminal, one short line per request or event (time, method,
// path, status, duration; warnings and errors marked). LOG_FORMAT chooses; unset, a terminal gets
// the short lines and anything else JSON. Both keep the rules of loggerOptions (app.ts): request
// ids, methods and paths only, never a visitor's message or address. A path is a visitor's bytes:
// it is shown with its control characters made visible, so it cannot drive the terminal.
import { Writable } from 'node:stream';
import { terminalSafe } from './cli/terminal-safe.ts';

export type LogFormat = 'pretty' | 'json';

/** LOG_FORMAT, or by default the short lines on a terminal and JSON elsewhere. */
export function logFormatFor(setting: LogFormat | undefined, isTerminal: boolean): LogFormat {
  return setting ?? (isTerminal ? 'pretty' : 'json');
}

interface LogRecord {
  level?: number;
  time?: number;
  msg?: string;
  reqId?: string;
  req?: { method?: string; url?: string };
  res?: { statusCode?: number };
  responseTime?: number;
  err?: { type?: string; message?: string };
}

const colours = { red: 31, yellow: 33, dim: 2 } as const;
const paint = (on: boolean, colour: keyof typeof colours, text: string): string =>
  on ? `\u001b[${String(colours[colour])}m${text}\u001b[0m` : text;

const clock = (time: number | undefined): string =>
  new Date(time ?? Date.now()).toTimeString().slice(0, 8);

const safe = (text: unknown): string => terminalSafe(String(text), { oneLine: true });

/**
 * Turns pino's JSON lines into short ones. A request is one line, when it completes (its method
 * and path come from its start, kept by request id until then).
 */
export class PrettyLog {
  private readonly started = new Map<string, { method: string; url: string }>();
  private readonly colour: boolean;

  constructor(colour: boolean) {
    this.colour = colour;
  }

  /** The short line for one JSON record, or null for a record folded into a later one. */
  line(json: string): string | null {
    let record: LogRecord;
    try {
      record = JSON.parse(json) as LogRecord;
    } catch {
      return json.trim() === '' ? null : safe(json);
    }
    const level = record.level ?? 30;
    const time = paint(this.colour, 'dim', clock(record.time));
    const id =
      record.reqId === undefined
        ? ''
        : paint(this.colour, 'dim', ` ${safe(record.reqId).slice(0, 8)}`);
    if (record.msg === 'incoming request' && record.reqId !== undefined) {
      // Bounded: a request that never completes must not keep memory for ever.
      if (this.started.size > 10_000) this.started.clear();
      this.started.set(record.reqId, {
        method: safe(record.req?.method ?? ''),
        url: safe(record.req?.url ?? ''),
      });
      return null;
    }
    if (record.msg === 'request completed' && record.res !== undefined) {
      const request =
        (record.reqId === undefined ? undefined : this.started.get(record.reqId)) ??
        ({ method: '?', url: '?' } as const);
      if (record.reqId !== undefined) this.started.delete(record.reqId);
      const status = record.res.statusCode ?? 0;
      const statusText = String(status);
      const shown =
        status >= 500
          ? paint(this.colour, 'red', statusText)
          : status >= 400
            ? paint(this.colour, 'yellow', statusText)
            : statusText;
      const took = `${(record.responseTime ?? 0).toFixed(0)} ms`;
      return `${time} ${request.method} ${request.url} ${shown} ${took}${id}`;
    }
    const error =
      record.err === undefined
        ? ''
        : `: ${safe(record.err.type ?? 'Error')}: ${safe(record.err.message ?? '')}`;
    const text = `${safe(record.msg ?? '')}${error}`;
    if (level >= 50) return `${time} ${paint(this.colour, 'red', 'ERROR')} ${text}${id}`;
    if (level >= 40) return `${time} ${paint(this.colour, 'yellow', 'WARN')} ${text}${id}`;
    return `${time} ${text}${id}`;
  }
}

/** A stream pino writes its JSON lines to, which writes the short lines to `out`. */
export function prettyLogStream(
  out: NodeJS.WritableStream = process.stdout,
  colour = process.stdout.isTTY,
): Writable {
  const log = new PrettyLog(colour);
  let rest = '';
  return new Writable({
    write(chunk: Buffer, _encoding, callback) {
      const lines = (rest + chunk.toString()).split('\n');
      rest = lines.pop() ?? '';
      for (const json of lines) {
        const line = log.line(json);
        if (line !== null) out.write(`${line}\n`);
      }
      callback();
    },
  });
}
