import { Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { PrettyLog, logFormatFor, prettyLogStream } from './log-format.ts';

const record = (fields: object) => JSON.stringify({ level: 30, time: 0, ...fields });

describe('the short log lines', () => {
  it('are the form on a terminal unless LOG_FORMAT says otherwise', () => {
    expect(logFormatFor(undefined, true)).toBe('pretty');
    expect(logFormatFor(undefined, false)).toBe('json');
    expect(logFormatFor('json', true)).toBe('json');
    expect(logFormatFor('pretty', false)).toBe('pretty');
  });

  it('mark warnings and errors, with the error named and no stack', () => {
    const log = new PrettyLog(false);
    expect(log.line(record({ level: 40, msg: 'waiting for the database' }))).toMatch(
      /^\d\d:\d\d:\d\d WARN waiting for the database$/,
    );
    expect(
      log.line(
        record({
          level: 50,
          msg: 'send failed',
          reqId: 'abcdef123456',
          err: { type: 'Error', message: 'boom', stack: 'at x' },
        }),
      ),
    ).toMatch(/^\d\d:\d\d:\d\d ERROR send failed: Error: boom abcdef12$/);
    expect(new PrettyLog(true).line(record({ level: 50, msg: 'x' }))).toContain('\u001b[31mERROR');
  });

  it("show a request's method and path made safe for the terminal, whatever bytes they hold", () => {
    const log = new PrettyLog(false);
    expect(
      log.line(
        record({
          msg: 'incoming request',
          reqId: 'r1',
          req: { method: 'GET', url: '/a\u001b[2J\u202e' },
        }),
      ),
    ).toBeNull();
    expect(
      log.line(
        record({
          msg: 'request completed',
          reqId: 'r1',
          res: { statusCode: 404 },
          responseTime: 1.4,
        }),
      ),
    ).toMatch(/^\d\d:\d\d:\d\d GET \/a\\x1b\[2J\\u202e 404 1 ms r1$/);
  });

  it('show a line that is not JSON as it is, made safe for the terminal', () => {
    expect(new PrettyLog(false).line('plain \u001b]52;c;aGk=\u0007 text')).toBe(
      'plain \\x1b]52;c;aGk=\\x07 text',
    );
  });

  it('are written whole however pino splits its writes', async () => {
    const out: string[] = [];
    const sink = new Writable({
      write(chunk: Buffer, _encoding, callback) {
        out.push(chunk.toString());
        callback();
      },
    });
    const stream = prettyLogStream(sink, false);
    const line = `${record({ msg: 'ready' })}\n`;
    await new Promise<void>((resolve) => stream.write(line.slice(0, 10), () => resolve()));
    await new Promise<void>((resolve) => stream.write(line.slice(10), () => resolve()));
    expect(out).toEqual([expect.stringMatching(/^\d\d:\d\d:\d\d ready\n$/)]);
  });
});
