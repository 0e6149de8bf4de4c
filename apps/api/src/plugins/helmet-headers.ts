// The headers helmet puts on an answer, as a plain record computed once: every routed answer
// carries them (security.ts), and so do the answers written before any route runs (a connection
// over its cap, a request Node's parser refused). helmet's own middleware is run once against a
// response that is never sent.
import { IncomingMessage, ServerResponse } from 'node:http';
import { Socket } from 'node:net';
import helmet from 'helmet';

export function helmetHeaders(): Record<string, string> {
  const request = new IncomingMessage(new Socket());
  const response = new ServerResponse(request);
  helmet()(request, response, () => undefined);
  return Object.fromEntries(
    Object.entries(response.getHeaders()).map(([name, value]) => [
      name,
      Array.isArray(value) ? value.join(', ') : String(value),
    ]),
  );
}
