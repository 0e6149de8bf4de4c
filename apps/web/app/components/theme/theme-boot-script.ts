import { storageKey, themeColors } from './theme-preference.ts';

/**
 * Runs in the <head>, before the first paint, so a saved choice never flashes the other theme.
 * Inline (allowed by its hash in the CSP, never `unsafe-inline`) because a file would cost a round
 * trip before the first paint (docs/decisions/0014-theme-before-first-paint.md). It repeats
 * `applyTheme` in a few hundred bytes of plain script. A module of its own, so that only the
 * prerender carries the string (the site script imports theme-preference.ts).
 */
export const themeBootScript = `try{var t=localStorage.getItem(${JSON.stringify(storageKey)});if(t==='light'||t==='dark'){document.documentElement.dataset.theme=t;var c=${JSON.stringify(themeColors)}[t];document.querySelectorAll('meta[name="theme-color"]').forEach(function(m){m.content=c})}}catch(e){}`;
