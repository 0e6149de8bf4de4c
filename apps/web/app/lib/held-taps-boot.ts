// Runs in the <head> before the first paint (root.tsx writes it inline, allowed by its hash that
// vite.config.ts takes). The site script no longer holds the first paint, so a visitor can tap a
// control it makes work (a `type="button"`: the theme switch, the mute button, the phone menu, the
// e-mail's copy button) before it has run. Such a tap is held here, not lost, and given back, in
// order, once the site script says it is ready: the control answers a few milliseconds late
// instead of never. Links and a form's own send work without any script and are left alone. A
// module of its own, so that only the prerender carries the string.
// docs/decisions/0045-the-site-script-after-the-first-paint.md
import { siteScriptReady } from './site-script-ready.ts';

export const heldTapsBootScript = `(function(){var h=[];function c(e){var t=e.target,b=t&&t.closest?t.closest('button[type="button"]'):null;if(!b)return;e.preventDefault();e.stopImmediatePropagation();h.push(b)}addEventListener('click',c,true);document.addEventListener(${JSON.stringify(siteScriptReady)},function(){removeEventListener('click',c,true);h.splice(0).forEach(function(b){b.click()})},{once:true})})()`;
