// Runs in the <head> (root.tsx writes it inline, allowed by its hash that vite.config.ts takes):
// the page asks for its one script (entry.client.ts) and the chunks it imports only once its first
// frame is on the screen, so that not a byte of them races the HTML, the stylesheet or the largest
// picture on the way to it. A tap made before the script has run is held and answered
// (held-taps-boot.ts). The text is fixed, so one hash allows it on every page and in every
// language build: the addresses, which change with every build, are read from the element's own
// data attributes. A module of its own, so that only the prerender carries the string.
// docs/decisions/0046-the-site-script-fetched-after-the-first-paint.md

/** The attribute that holds the site script's address. */
export const siteScriptAttribute = 'data-site-script';
/** The attribute that holds the addresses of the chunks it imports, space-separated. */
export const siteScriptImportsAttribute = 'data-site-script-imports';

/**
 * Waited for after the load, at most, for a first paint the browser said it would report: a page
 * whose report never comes (a browser that does not report a page opened in the background) still
 * gets its script.
 */
export const paintReportWait = 3000;

/**
 * Appends the chunks (as module preloads, fetched beside the script rather than one import level
 * after another) and then the script, once: at the browser's report of the first paint with
 * content (`first-contentful-paint`, which it makes once the frame is on the screen), or, in a
 * browser that reports no paints, after the first frame that follows the load. Not at the load
 * itself: a fast page loads before its first frame.
 */
export const siteScriptBootScript = `(function(){var e=document.currentScript,s=e.getAttribute(${JSON.stringify(siteScriptAttribute)}),i=(e.getAttribute(${JSON.stringify(siteScriptImportsAttribute)})||'').split(' '),d=0,P=typeof PerformanceObserver=='function'&&(PerformanceObserver.supportedEntryTypes||[]).indexOf('paint')>=0;function g(){if(d||!s)return;d=1;var h=document.head;i.forEach(function(u){if(!u)return;var l=document.createElement('link');l.rel='modulepreload';l.href=u;h.appendChild(l)});var m=document.createElement('script');m.type='module';m.src=s;h.appendChild(m)}if(P)new PerformanceObserver(function(l,o){if(!l.getEntriesByName('first-contentful-paint').length)return;o.disconnect();g()}).observe({type:'paint',buffered:true});addEventListener('load',function(){if(P)setTimeout(g,${paintReportWait});else requestAnimationFrame(function(){setTimeout(g,0)})},{once:true})})()`;
