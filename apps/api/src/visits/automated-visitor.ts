// Visits that are not a person reading: crawlers, link previews, monitors and headless browsers
// (by their user agent), and a page fetched ahead of time (prefetch or prerender) rather than
// shown. The site's script also waits for the page to be shown before it reports anything.
import type { IncomingHttpHeaders } from 'node:http';

const automatedAgents =
  /bot\b|bot\/|crawl|spider|slurp|scrape|headless|lighthouse|pagespeed|ptst|phantomjs|puppeteer|playwright|selenium|webdriver|electron|preview|facebookexternalhit|embedly|monitor|uptime|pingdom|check_http|curl|wget|python|java\/|go-http|okhttp|axios|node-fetch|undici|^node$|libwww|httpclient|postman|insomnia/i;

export function isAutomatedVisit(headers: IncomingHttpHeaders): boolean {
  const agent = headers['user-agent'];
  if (agent === undefined || agent.trim() === '' || automatedAgents.test(agent)) return true;
  const purpose = `${String(headers['sec-purpose'] ?? '')} ${String(headers.purpose ?? '')} ${String(headers['x-moz'] ?? '')}`;
  return /prefetch|prerender/i.test(purpose);
}
