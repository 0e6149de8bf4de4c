// Endpoint discovery against the 23 discovery cases of webmention.rocks, reproduced by a local
// server (the same headers and markup per case): each page is discovered, and a Webmention sent
// to what was found arrives at the endpoint the case means, query string and all.
import { createServer } from 'node:http';
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { discoverEndpoint, endpointInHtml, endpointInLinkHeader } from './discover-endpoint.ts';
import { sendWebmention } from './send-webmention.ts';

type Case = (base: string) => { headers?: [string, string][]; html?: string; redirect?: string };

const page = (head: string, body = '') =>
  `<!doctype html><html><head><title>Test</title>${head}</head><body>${body}<p>Webmention test page</p></body></html>`;

/** Each case: what the page sends, by number, as webmention.rocks serves it. */
const cases: Record<number, Case> = {
  1: () => ({ headers: [['Link', '</test/1/webmention?head=true>; rel=webmention']] }),
  2: (base) => ({ headers: [['Link', `<${base}/test/2/webmention?head=true>; rel=webmention`]] }),
  3: () => ({ html: page('<link rel="webmention" href="/test/3/webmention">') }),
  4: (base) => ({ html: page(`<link rel="webmention" href="${base}/test/4/webmention">`) }),
  5: () => ({ html: page('', '<a rel="webmention" href="/test/5/webmention">endpoint</a>') }),
  6: (base) => ({
    html: page('', `<a rel="webmention" href="${base}/test/6/webmention">endpoint</a>`),
  }),
  7: () => ({ headers: [['LinK', '</test/7/webmention?head=true>; rel=webmention']] }),
  8: () => ({ headers: [['Link', '</test/8/webmention?head=true>; rel="webmention"']] }),
  9: () => ({ html: page('<link rel="webmention somethingelse" href="/test/9/webmention">') }),
  10: () => ({
    headers: [['Link', '</test/10/webmention?head=true>; rel="webmention somethingelse"']],
  }),
  11: () => ({
    headers: [['Link', '</test/11/webmention?head=true>; rel="webmention"']],
    html: page(
      '<link rel="webmention" href="/test/11/error">',
      '<a rel="webmention" href="/test/11/error">wrong</a>',
    ),
  }),
  12: () => ({
    html: page(
      '<link rel="not-webmention" href="/test/12/error"><link rel="webmention" href="/test/12/webmention">',
    ),
  }),
  13: () => ({
    html: page(
      '',
      '<!-- <a rel="webmention" href="/test/13/error">wrong</a> --><a rel="webmention" href="/test/13/webmention">right</a>',
    ),
  }),
  14: () => ({
    html: page(
      '',
      '<code>&lt;a href="/test/14/error" rel="webmention"&gt;&lt;/a&gt;</code><a rel="webmention" href="/test/14/webmention">right</a>',
    ),
  }),
  15: () => ({ html: page('<link rel="webmention" href="">') }),
  16: () => ({
    html: page(
      '',
      '<a rel="webmention" href="/test/16/webmention">right</a><link rel="webmention" href="/test/16/error">',
    ),
  }),
  17: () => ({
    html: page(
      '',
      '<link rel="webmention" href="/test/17/webmention"><a rel="webmention" href="/test/17/error">wrong</a>',
    ),
  }),
  18: () => ({
    headers: [
      ['Link', '<https://example.com/>; rel="other"'],
      ['Link', '</test/18/webmention?head=true>; rel="webmention"'],
    ],
  }),
  19: () => ({
    headers: [
      [
        'Link',
        '<https://example.com/>; rel="other", </test/19/webmention?head=true>; rel="webmention"',
      ],
    ],
  }),
  20: () => ({
    html: page(
      '<link rel="webmention">',
      '<a rel="webmention" href="/test/20/webmention">right</a>',
    ),
  }),
  21: () => ({ html: page('<link rel="webmention" href="/test/21/webmention?query=yes">') }),
  22: () => ({ html: page('<link rel="webmention" href="22/webmention">') }),
  23: () => ({ redirect: '/test/23/page/final' }),
};

/** Where each case's Webmention must arrive (path and query). */
const expected: Record<number, string> = {
  ...Object.fromEntries(
    Array.from({ length: 23 }, (_, index) => index + 1).map((n) => [n, `/test/${n}/webmention`]),
  ),
  1: '/test/1/webmention?head=true',
  2: '/test/2/webmention?head=true',
  7: '/test/7/webmention?head=true',
  8: '/test/8/webmention?head=true',
  10: '/test/10/webmention?head=true',
  11: '/test/11/webmention?head=true',
  15: '/test/15',
  18: '/test/18/webmention?head=true',
  19: '/test/19/webmention?head=true',
  21: '/test/21/webmention?query=yes',
  23: '/test/23/page/webmention-endpoint/final',
};

let server: Server;
let base = '';
const received: { path: string; source: string; target: string }[] = [];

function answer(request: IncomingMessage, response: ServerResponse) {
  const url = new URL(request.url ?? '/', base);
  if (request.method === 'POST') {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => {
      const form = new URLSearchParams(body);
      received.push({
        path: `${url.pathname}${url.search}`,
        source: form.get('source') ?? '',
        target: form.get('target') ?? '',
      });
      response.writeHead(url.pathname.endsWith('/error') ? 400 : 202).end();
    });
    return;
  }
  if (url.pathname === '/test/23/page/final') {
    response
      .writeHead(200, {
        'content-type': 'text/html',
        link: '<webmention-endpoint/final>; rel="webmention"',
      })
      .end(page(''));
    return;
  }
  const n = Number(/^\/test\/(\d+)(?:\/page)?$/.exec(url.pathname)?.[1]);
  const make = cases[n];
  if (make === undefined) {
    response.writeHead(404).end();
    return;
  }
  const made = make(base);
  if (made.redirect !== undefined) {
    response.writeHead(302, { location: made.redirect }).end();
    return;
  }
  response.statusCode = 200;
  response.setHeader('content-type', 'text/html; charset=utf-8');
  const links = (made.headers ?? []).filter(([name]) => name.toLowerCase() === 'link');
  if (links.length > 0)
    response.setHeader(
      links[0]?.[0] ?? 'Link',
      links.map(([, value]) => value),
    );
  response.end(made.html ?? page(''));
}

beforeAll(async () => {
  server = createServer(answer);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${String((server.address() as AddressInfo).port)}`;
});
afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
});

const options = { allowPrivate: true };

describe('Webmention endpoint discovery', () => {
  it('passes the 23 discovery cases of webmention.rocks, each Webmention arriving where the case means', async () => {
    const results: string[] = [];
    for (let n = 1; n <= 23; n += 1) {
      const target = n === 23 ? `${base}/test/23/page` : `${base}/test/${n}`;
      const endpoint = await discoverEndpoint(target, options);
      const before = received.length;
      const sent =
        endpoint === undefined
          ? undefined
          : await sendWebmention(endpoint, { source: 'https://me.dev/blog/a', target }, options);
      const arrived = received.slice(before);
      const passed =
        sent?.ok === true &&
        arrived.length === 1 &&
        arrived[0]?.path === expected[n] &&
        arrived[0]?.target === target;
      results.push(`${String(n).padStart(2)} ${passed ? 'pass' : 'FAIL'} ${endpoint ?? '(none)'}`);
    }
    console.log(`webmention.rocks discovery, reproduced:\n${results.join('\n')}`);
    expect(results.filter((line) => line.includes('FAIL'))).toEqual([]);
  });

  it('reads a Link header’s values and rels as the specification’s examples write them', () => {
    expect(
      endpointInLinkHeader(
        '<https://a.example/>; rel="other", <https://b.example/wm>; rel=webmention',
      ),
    ).toBe('https://b.example/wm');
    expect(endpointInLinkHeader('<https://a.example/x,y>; rel="webmention"')).toBe(
      'https://a.example/x,y',
    );
    expect(endpointInLinkHeader('<https://a.example/>; rel="not-webmention"')).toBeUndefined();
    expect(endpointInLinkHeader(null)).toBeUndefined();
    expect(endpointInHtml('<a rel="webmention">no href</a>')).toBeUndefined();
  });
});
