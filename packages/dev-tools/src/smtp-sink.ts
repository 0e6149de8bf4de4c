// A real SMTP server in the test process that keeps what it receives.
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  from: string;
  to: string[];
  raw: string;
}

export interface SmtpSink {
  port: number;
  mails: ReceivedMail[];
  start: () => Promise<void>;
  stop: () => Promise<void>;
}

/** Not started: call start(), so a test can show what happens while the mail server is down. */
export interface SinkOptions {
  /** Runs after a mail is received, before the server answers 250 (to inject a fault there). */
  beforeAccept?: (mail: ReceivedMail) => Promise<void>;
  /** Runs once the 250 has been sent for a mail. */
  afterAccept?: (mail: ReceivedMail) => void;
}

export function smtpSink(port: number, options: SinkOptions = {}): SmtpSink {
  const mails: ReceivedMail[] = [];
  let server: SMTPServer | undefined;
  return {
    port,
    mails,
    start: () =>
      new Promise((resolve, reject) => {
        server = new SMTPServer({
          authOptional: true,
          disabledCommands: ['STARTTLS', 'AUTH'],
          logger: false,
          onData(stream, session, callback) {
            const chunks: Buffer[] = [];
            stream.on('data', (chunk: Buffer) => chunks.push(chunk));
            stream.on('end', () => {
              const from = session.envelope.mailFrom;
              const mail = {
                from: from === false ? '' : from.address,
                to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
                raw: Buffer.concat(chunks).toString('utf8'),
              };
              mails.push(mail);
              const accept = options.beforeAccept?.(mail) ?? Promise.resolve();
              accept.then(
                () => {
                  callback();
                  options.afterAccept?.(mail);
                },
                (error: unknown) =>
                  callback(error instanceof Error ? error : new Error(String(error))),
              );
            });
          },
        });
        server.once('error', reject);
        server.listen(port, '127.0.0.1', () => resolve());
      }),
    stop: () =>
      new Promise((resolve) => {
        if (server) server.close(() => resolve());
        else resolve();
      }),
  };
}

/** The header block of a raw message, unfolded, as name → value. */
export function headersOf(raw: string): Map<string, string> {
  const block = raw.split(/\r?\n\r?\n/)[0] ?? '';
  const headers = new Map<string, string>();
  for (const line of block.replace(/\r?\n[ \t]+/g, ' ').split(/\r?\n/)) {
    const colon = line.indexOf(':');
    if (colon > 0) headers.set(line.slice(0, colon).toLowerCase(), line.slice(colon + 1).trim());
  }
  return headers;
}
