// The owner's posts notify the pages they link to, against real servers: the site's feed served
// by the test, and another site whose pages advertise an endpoint (or not). A link is notified
// once, again when its post changes (a link the post dropped included), never the site's own
// pages; a page on the owner's network is refused unless the owner allows it; and
// `npm run webmention -- send` does it as a program.
import { execFile } from 'node:child_process';
import { createServer } from 'node:http';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jsonFeedServer } from '@portfolio/dev-tools/json-feed-server';
import type { JsonFeedServer } from '@portfolio/dev-tools/json-feed-server';
import { createSqliteDatabase } from '@portfolio/dev-tools/test-databases';
import type { TestDatabase } from '@portfolio/dev-tools/test-databases';
import { openDatabase } from '../db/database.ts';
import type { Db } from '../db/database.ts';
import { migrateToLatest } from '../db/migrate.ts';
import { sendFromFeeds } from './send-from-feed.ts';

let database: TestDatabase;
let db: Db;
let site: JsonFeedServer;
let other: Server;
let siteUrl = '';
let otherUrl = '';
let postHtml = '';
const mentions: { path: string; source: string; target: string }[] = [];

const listen = async (server: Server) => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${String((server.address() as AddressInfo).port)}`;
};

beforeAll(async () => {
  database = createSqliteDatabase();
  db = openDatabase(database.url);
  await migrateToLatest(db.kysely);
  site = await jsonFeedServer(() => [
    { url: 'blog/a-post', title: 'A post', content_html: postHtml },
  ]);
  other = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://x');
    if (request.method === 'POST') {
      let body = '';
      request.on('data', (chunk: Buffer) => (body += chunk.toString()));
      request.on('end', () => {
        const form = new URLSearchParams(body);
        mentions.push({
          path: url.pathname,
          source: form.get('source') ?? '',
          target: form.get('target') ?? '',
        });
        response.writeHead(202).end();
      });
      return;
    }
    const headers: Record<string, string> = { 'content-type': 'text/html' };
    if (url.pathname !== '/quiet') headers.link = '</webmention>; rel="webmention"';
    response.writeHead(200, headers).end('<p>a page</p>');
  });
  siteUrl = site.site.replace(/\/$/, '');
  otherUrl = await listen(other);
});

afterAll(async () => {
  await db.kysely.destroy();
  await database.drop();
  await site.close();
  await new Promise((resolve) => other.close(resolve));
});

const send = (allowPrivate = true) =>
  sendFromFeeds(db, {
    feedUrl: `${siteUrl}/feed.json`,
    languages: new Map(),
    fetch: { allowPrivate },
  });

describe('sending Webmentions from the posts', () => {
  it('notifies each page of another site a post links to, once; never the site’s own', async () => {
    postHtml = `<p>See <a href="${otherUrl}/one#part">one</a>, <a href="${otherUrl}/quiet">a quiet page</a>, <a href="/blog/another">my other post</a>, <a href="${siteUrl}/about">me</a> and <a href="mailto:a@example.com">mail</a>.</p>`;
    const reports = await send();
    expect(reports.map((report) => [report.target, report.outcome])).toEqual([
      [`${otherUrl}/one`, 'sent'],
      [`${otherUrl}/quiet`, 'no-endpoint'],
    ]);
    expect(mentions).toEqual([
      { path: '/webmention', source: `${siteUrl}/blog/a-post`, target: `${otherUrl}/one` },
    ]);
    expect(await send()).toEqual([]);
    expect(mentions).toHaveLength(1);
  });

  it('notifies again when the post changes, a link it dropped included', async () => {
    postHtml = `<p>Now <a href="${otherUrl}/two">two</a> instead, and <a href="${otherUrl}/quiet">the quiet page</a>.</p>`;
    const reports = await send();
    expect(reports.map((report) => [report.target, report.outcome])).toEqual([
      [`${otherUrl}/two`, 'sent'],
      [`${otherUrl}/quiet`, 'no-endpoint'],
      [`${otherUrl}/one`, 'sent'],
    ]);
    expect(mentions.slice(1).map((mention) => mention.target)).toEqual([
      `${otherUrl}/two`,
      `${otherUrl}/one`,
    ]);
  });

  it('refuses, by default, a page on the owner’s own network, and records why', async () => {
    postHtml = `<p>A link into the network: <a href="${otherUrl}/three">three</a>.</p>`;
    const before = mentions.length;
    const reports = await send(false);
    const three = reports.find((report) => report.target === `${otherUrl}/three`);
    expect(three).toMatchObject({ outcome: 'failed' });
    expect(three?.detail).toMatch(/not 80 or 443|not a public address/);
    expect(mentions).toHaveLength(before);
    // A failure is tried again at the next send, the post unchanged; a success is not.
    const again = await send(false);
    expect(again.map((report) => report.target)).toContain(`${otherUrl}/three`);
    expect(again.every((report) => report.outcome === 'failed')).toBe(true);
  });

  it('runs as `npm run webmention -- send`, on the settings of the environment', async () => {
    postHtml = `<p>And <a href="${otherUrl}/four">four</a>.</p>`;
    const { stdout } = await promisify(execFile)(
      process.execPath,
      ['apps/api/src/cli/webmention.ts', 'send', '/blog/a-post'],
      {
        cwd: new URL('../../../..', import.meta.url),
        env: {
          PATH: process.env.PATH,
          DATABASE_URL: database.url,
          SITE_URL: siteUrl,
          WEBMENTION_PRIVATE_SOURCES: 'allow',
        },
      },
    );
    expect(stdout).toContain(`sent         ${otherUrl}/four  (answered 202)`);
    expect(mentions.map((mention) => mention.target)).toContain(`${otherUrl}/four`);
  });
});
