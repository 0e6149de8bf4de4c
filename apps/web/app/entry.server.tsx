import type { EntryContext } from 'react-router';
import { ServerRouter } from 'react-router';
import { prerender } from 'react-dom/static';

/** How long a page may wait on data before React gives up on what is still pending. */
export const streamTimeout = 5_000;

/**
 * Every page is prerendered at build time (react-router.config.ts's `prerender`; nothing deploys the
 * server build), so the whole page is written at once with
 * React's static API instead of being streamed: no Suspense boundary is left pending, and none is
 * moved out of place to be revealed by a script later (React does that to boundaries past
 * `progressiveChunkSize` bytes), so the HTML reads in full without JavaScript and the page carries
 * no reveal script to run. docs/decisions/0011-whole-page-prerender.md
 */
export default async function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
): Promise<Response> {
  let status = responseStatusCode;
  const { prelude } = await prerender(<ServerRouter context={routerContext} url={request.url} />, {
    signal: AbortSignal.timeout(streamTimeout + 1_000),
    progressiveChunkSize: Number.POSITIVE_INFINITY,
    onError(error: unknown) {
      status = 500;
      console.error(error);
    },
  });
  responseHeaders.set('Content-Type', 'text/html; charset=utf-8');
  return new Response(prelude, { headers: responseHeaders, status });
}
