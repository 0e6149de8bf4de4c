// Runs in the <head> before the first paint (root.tsx writes it inline, allowed by its hash): a
// visitor whose browser has the brand fonts already (lib/brand-fonts.ts marked it) gets them from
// the first frame. A module of its own, so that only the prerender carries the string.
import { brandFontsAttribute, brandFontsStorageKey } from './brand-fonts.ts';

export const brandFontsBootScript = `try{if(localStorage.getItem(${JSON.stringify(brandFontsStorageKey)})==='1')document.documentElement.setAttribute(${JSON.stringify(brandFontsAttribute)},'brand')}catch(e){}`;
