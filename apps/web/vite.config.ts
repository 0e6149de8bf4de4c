import { createHash } from 'node:crypto';
import { reactRouter } from '@react-router/dev/vite';
import tailwindcss from '@tailwindcss/vite';
import { imagetools } from 'vite-imagetools';
import { defineConfig } from 'vite';
import { posts } from '@portfolio/content-model/site-pages';
import { loadWebEnv, newsletterNotice } from './env.ts';
import { themeBootScript } from './app/components/theme/theme-boot-script.ts';
import { speculationRules } from './app/lib/speculation-rules.ts';
import { brandFontsBootScript } from './app/lib/brand-fonts-boot.ts';
import { heldTapsBootScript } from './app/lib/held-taps-boot.ts';
import { siteScriptBootScript } from './app/lib/site-script-boot.ts';
import { contentIcons } from './scripts/content-icons-plugin.ts';
import { contentFontsPlugin } from './scripts/content-fonts-plugin.ts';
import { languageCharacters } from './scripts/content-characters.ts';
import { contentAssetRefs, contentAssets } from './scripts/content-assets-plugin.ts';
import { translatedContent } from './scripts/translated-content.ts';
import { imageCacheDir } from './scripts/image-cache.ts';
import { siteScriptPlugin } from './scripts/site-script-plugin.ts';
import { preloadNotLoaded } from './scripts/preload-not-loaded-plugin.ts';
import { contentLanguage } from './scripts/content-language-plugin.ts';
import { islandCopyId, islandWords } from './scripts/island-words-plugin.ts';
import {
  buildTarget,
  defaultLanguage,
  furtherLanguages,
  languageOffers,
  pageLanguages,
} from './scripts/site-languages.ts';

const env = loadWebEnv();
const notice = newsletterNotice(env);
if (notice !== undefined) console.log(notice);
// The default language's site, or a translation's under its own path (scripts/site-languages.ts).
const further = furtherLanguages();
const target = buildTarget(env, further);
const languages = pageLanguages(env.BASE_PATH, further);
const offers = await languageOffers(further);

export default defineConfig({
  // Every asset URL (scripts, styles, fonts, pictures, sounds, the sprite) under the base path,
  // whatever the language: each language's pages are a whole site of their own under its path
  // (React Router's basename), and its assets join the one assets folder every language shares
  // (scripts/build-site.ts), each file named by its content's hash.
  // docs/decisions/0030-one-assets-folder-for-every-language.md
  base: env.BASE_PATH,
  plugins: [
    // The browser's words: only what the islands read (scripts/island-words.ts).
    islandWords(target.language, defaultLanguage()),
    contentLanguage(target.language, defaultLanguage()),
    tailwindcss(),
    imagetools({ removeMetadata: true, cache: { dir: imageCacheDir } }),
    // What this language's words show: a translated write-up may show a picture of its own.
    contentAssets(async () =>
      contentAssetRefs(await translatedContent(target.language, defaultLanguage())),
    ),
    contentIcons(),
    contentFontsPlugin(() =>
      languageCharacters(
        target.language,
        languages.map((language) => language.name),
        Object.values(offers),
      ),
    ),
    siteScriptPlugin(),
    // A dynamic import preloads only what its chunk has not loaded already.
    preloadNotLoaded(),
    reactRouter(),
  ],
  define: {
    __CONTACT_ENDPOINT__: JSON.stringify(env.CONTACT_ENDPOINT),
    __CHALLENGE_ENDPOINT__: JSON.stringify(env.CHALLENGE_ENDPOINT),
    __NEWSLETTER_ENDPOINT__: JSON.stringify(env.NEWSLETTER_ENDPOINT),
    __WEBMENTION_ENDPOINT__: JSON.stringify(env.WEBMENTION_ENDPOINT),
    __REPLIES_ENDPOINT__: JSON.stringify(env.REPLIES_ENDPOINT),
    __SITE_URL__: JSON.stringify(target.siteUrl),
    // Where this language's pages are (its home, its feeds, its search index).
    __SITE_PATH__: JSON.stringify(target.sitePath),
    // The visit counter (VISITS, app/lib/visit-counter.ts): the first-party one's address, or a
    // hosted one's tag and origins.
    __VISIT_ENDPOINT__: JSON.stringify(
      env.VISIT_COUNTER.kind === 'first-party' ? env.VISIT_COUNTER.endpoint : '',
    ),
    __VISIT_COUNTER__: JSON.stringify(env.VISIT_COUNTER),
    // Every language's pages, for <html lang dir>, the language switcher and the alternates.
    __SITE_LANGUAGES__: JSON.stringify(languages),
    // Each language's offer of its pages to a browser that asks for it (components/language-offers.tsx).
    __LANGUAGE_OFFERS__: JSON.stringify(offers),
    // The hashes of the inline scripts every page has (the theme's, the fonts', the held taps', the prefetch rules), for the
    // policy root.tsx writes.
    __INLINE_SCRIPT_HASHES__: JSON.stringify(
      [
        themeBootScript,
        brandFontsBootScript(target.sitePath),
        heldTapsBootScript,
        siteScriptBootScript,
        speculationRules(target.sitePath),
      ].map((script) => `'sha256-${createHash('sha256').update(script, 'utf8').digest('base64')}'`),
    ),
    // Whether the site has a blog: its navigation entry and feed links (packages/content-model/src/site-pages.ts).
    __HAS_BLOG__: JSON.stringify(posts.length > 0),
  },
  build: {
    assetsInlineLimit: 0,
    // Read by the prerender for the site script's address (scripts/site-script-plugin.ts), then
    // deleted by the build's last step (scripts/finish-build.ts).
    manifest: true,
    rolldownOptions: {
      // The image pipeline (vite-imagetools, sharp) is most of the build's time by design; the
      // timing report would print on every build and say only that.
      checks: { bundlerTimings: false },
      output: {
        // An island needs React and React DOM both, at once: one file, one request. React DOM's
        // server renderer stays out: only the prerender uses it (islands/island.tsx). The hook
        // that tells an island it has woken, which most share, goes with them: a file of its own
        // would cost each of those pages a request and more bytes than its own.
        codeSplitting: {
          groups: [
            {
              name: 'react',
              test: (id: string) =>
                (/node_modules[\\/](react|react-dom|scheduler)[\\/]/.test(id) &&
                  !/server|static/.test(id.slice(id.lastIndexOf('node_modules')))) ||
                /app[\\/]lib[\\/]use-hydrated\.ts$/.test(id),
            },
            // The site's words and what shows them, which every island with words shares, and
            // what fills them in, which two share: a file each, one request and one entry each in
            // the site script's list of what an island needs.
            {
              name: 'words',
              test: (id: string) =>
                id === '\0portfolio-copy' ||
                id === islandCopyId ||
                /content[\\/]copy\.ts$|components[\\/]words\.tsx$|content-model[\\/]src[\\/]translation\.ts$/.test(
                  id,
                ),
            },
            {
              name: 'fill',
              test: (id: string) =>
                id === '\0portfolio-words:identity' ||
                /content[\\/]identity\.ts$|content-model[\\/]src[\\/](fill|plural-forms)\.ts$/.test(
                  id,
                ),
            },
          ],
        },
      },
    },
  },
  // Another app on the port is an error, not a silent move to the next one the form cannot reach.
  server: { port: env.SITE_PORT, strictPort: true },
});
