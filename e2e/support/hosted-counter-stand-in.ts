// A stand-in for a hosted visit counter (Plausible's shape: /js/script.js, which posts each page
// view to /api/event), on this machine, for the persona's build (scripts/persona-e2e.ts sets
// VISITS=plausible:<this server's address>). Run as a process of its own:
//
//   node --import tsx e2e/support/hosted-counter-stand-in.ts <port>
import { createServer } from 'node:http';

/** The stand-in's script: the one page view a hosted counter's own script would send. */
export const standInScript = `{
  const tag = document.currentScript;
  fetch(tag.dataset.api, {
    method: 'POST',
    headers: { 'Content-Type': 'text/plain' },
    body: JSON.stringify({ n: 'pageview', d: tag.dataset.domain, u: location.href }),
    keepalive: true,
  });
}`;

const port = Number(process.argv[2]);
if (!Number.isInteger(port) || port < 1) {
  console.error('Usage: hosted-counter-stand-in.ts <port>');
  process.exit(2);
}
createServer((request, response) => {
  // Chromium asks a page's leave before it reaches a local address (Private Network Access): a
  // hosted counter answers on the Internet, this stand-in on this machine.
  response.setHeader('Access-Control-Allow-Private-Network', 'true');
  if (request.method === 'GET' && request.url === '/js/script.js') {
    response.writeHead(200, { 'Content-Type': 'text/javascript', 'Cache-Control': 'no-store' });
    response.end(standInScript);
    return;
  }
  if (request.url === '/api/event') {
    // Any site may post an event. No body: the script never reads one, and Chromium reports an
    // unread body as an aborted request, which the owner's check would count as a failure.
    response.writeHead(204, {
      'Access-Control-Allow-Origin': '*',
      'Access-Control-Allow-Headers': 'Content-Type',
    });
    response.end();
    return;
  }
  response.writeHead(404).end();
}).listen(port, '127.0.0.1');
