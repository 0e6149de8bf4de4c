// An HTTP/1.1 answer written straight to a socket, for the moments no framework is there to
// write one: a connection over its address's cap, a request Node's parser refused. It carries
// the same security headers as every other answer, and always closes the connection.
import { STATUS_CODES } from 'node:http';

export interface AnswerBody {
  type: string;
  text: string;
}

/** What a server says for an error, in its own format (the API JSON, the site plain text). */
export type ErrorBodyOf = (status: number, message: string) => AnswerBody;

export const plainTextError: ErrorBodyOf = (_status, message) => ({
  type: 'text/plain; charset=utf-8',
  text: message,
});

/** Header values come from our own configuration; a line break in one would split the answer. */
function headerLine(name: string, value: string): string {
  if (/[\r\n]/.test(name) || /[\r\n]/.test(value))
    throw new Error(`The header ${JSON.stringify(name)} has a line break in its name or value.`);
  return `${name}: ${value}\r\n`;
}

export function rawAnswer(
  status: number,
  body: AnswerBody,
  headers: Readonly<Record<string, string>>,
): string {
  const lines = [
    `HTTP/1.1 ${String(status)} ${STATUS_CODES[status] ?? 'Error'}\r\n`,
    ...Object.entries(headers).map(([name, value]) => headerLine(name, value)),
    headerLine('Content-Type', body.type),
    headerLine('Content-Length', String(Buffer.byteLength(body.text))),
    headerLine('Cache-Control', 'no-store'),
    headerLine('Connection', 'close'),
  ];
  return `${lines.join('')}\r\n${body.text}`;
}
