// The event the site script (entry.client.ts) dispatches on the document once every small
// behaviour is in place: the inline script that holds taps until then (held-taps-boot.ts) gives
// them back at that moment. docs/decisions/0045-the-site-script-after-the-first-paint.md
export const siteScriptReady = 'portfolio:site-script-ready';
