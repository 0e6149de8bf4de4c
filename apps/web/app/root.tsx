import { Links, Meta, Outlet, useLocation, useMatches } from 'react-router';
import type { ReactNode } from 'react';
import { furtherFaces } from 'virtual:content-fonts';
import type { Route } from './+types/root';
import { ErrorPage } from './components/error-page.tsx';
import { Footer, footerId } from './components/footer/footer.tsx';
import { Navbar } from './components/navbar/navbar.tsx';
import { LanguageOffers } from './components/language-offers.tsx';
import toaster from './components/toaster.island.tsx';
import { themeColors } from './components/theme/theme-preference.ts';
import { themeBootScript } from './components/theme/theme-boot-script.ts';
import stylesheet from './app.css?url';
import { copy } from '@portfolio/content/copy';
import { siteScript, siteScriptImports } from 'virtual:site-script';
import { Island } from './islands/island.tsx';
import { profiles } from '@portfolio/content-model/profiles';
import { feedPaths } from '@portfolio/content-model/blog-paths';
import { fill } from '@portfolio/content-model/fill';
import { contentSecurityPolicy } from '../server/security-headers.ts';
import { speculationRules } from './lib/speculation-rules.ts';
import { hasPage, languageOf, pageIn } from './lib/page-language.ts';
import { handleSays } from './lib/route-handle.ts';
import { brandFontsBootScript } from './lib/brand-fonts-boot.ts';
import { heldTapsBootScript } from './lib/held-taps-boot.ts';
import {
  siteScriptAttribute,
  siteScriptBootScript,
  siteScriptImportsAttribute,
} from './lib/site-script-boot.ts';
import faviconHref from '@portfolio/content/assets/favicon.svg?inline';
import { Words } from './components/words.tsx';

export const links: Route.LinksFunction = () => [
  // Inline: a file would be one more request racing the page's largest paint (decision 0035).
  { rel: 'icon', href: faviconHref, type: 'image/svg+xml' },
  // No font is preloaded: the brand fonts come after the first paint (lib/brand-fonts.ts).
  // The owner's web profiles, for the sites that verify a profile by a link back (Mastodon).
  ...profiles
    .filter((profile) => profile.newTab)
    .map((profile) => ({ rel: 'me', href: profile.url })),
  // The posts' feeds, for feed readers that find them from any page of the site.
  ...(__HAS_BLOG__
    ? [
        { type: 'application/rss+xml', path: feedPaths.rss },
        { type: 'application/atom+xml', path: feedPaths.atom },
        { type: 'application/feed+json', path: feedPaths.json },
      ].map(({ type, path }) => ({
        rel: 'alternate',
        type,
        title: fill(copy.blog.feedTitle),
        href: `${__SITE_PATH__}${path.slice(1)}`,
      }))
    : []),
];

/**
 * The page in every language of the site (content/locales/) that has it, for search engines: each
 * translation and the default as x-default, absolute, as Google asks.
 */
function LanguageAlternates({ pathname }: { pathname: string }) {
  const origin = new URL(__SITE_URL__).origin;
  // Only the languages that have the page: one that omits it is no alternate.
  const languages = __SITE_LANGUAGES__.filter((language) => hasPage(language, pathname));
  const [first] = languages;
  if (languages.length < 2 || first === undefined) return null;
  return (
    <>
      {languages.map((language) => (
        <link
          key={language.tag}
          rel="alternate"
          hrefLang={language.tag}
          href={`${origin}${pageIn(language, pathname)}`}
        />
      ))}
      <link rel="alternate" hrefLang="x-default" href={`${origin}${pageIn(first, pathname)}`} />
    </>
  );
}

export function Layout({ children }: { children: ReactNode }) {
  const matches = useMatches();
  const { pathname } = useLocation();
  const webAssembly = matches.some((match) => handleSays(match.handle, 'webAssembly'));
  const alternates = !matches.some((match) => handleSays(match.handle, 'noAlternates'));
  const language = languageOf(copy.language, __SITE_LANGUAGES__);
  return (
    <html lang={copy.language} dir={language?.direction ?? 'ltr'}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        {/* The page's policy, ahead of every script, for hosts that send no headers (GitHub
            Pages); the site server and the static-host header files send the same. */}
        <meta
          httpEquiv="Content-Security-Policy"
          content={contentSecurityPolicy(
            {
              apiOrigin: __CONTACT_ENDPOINT__,
              scriptHashes: __INLINE_SCRIPT_HASHES__,
              webAssembly,
              counter: __VISIT_COUNTER__,
            },
            'meta',
          )}
        />
        {/* With a precedence React puts the stylesheet at the top of the <head>, after the
            charset, viewport and high-priority image preloads, ahead of everything else. */}
        <link rel="stylesheet" href={stylesheet} precedence="default" />
        {/* The faces for characters beyond the Latin files, each fetched only by a page that
            shows one of its characters (scripts/content-fonts-plugin.ts). */}
        {furtherFaces === '' ? null : <style>{furtherFaces}</style>}
        <meta
          name="theme-color"
          media="(prefers-color-scheme: light)"
          content={themeColors.light}
        />
        <meta name="theme-color" media="(prefers-color-scheme: dark)" content={themeColors.dark} />
        {/* Inline, allowed by its hash: it must run before the first paint. */}
        <script dangerouslySetInnerHTML={{ __html: themeBootScript }} />
        <script dangerouslySetInnerHTML={{ __html: brandFontsBootScript(__SITE_PATH__) }} />
        <script dangerouslySetInnerHTML={{ __html: heldTapsBootScript }} />
        {/* The page's one script: the small behaviours and the islands' loader, no framework
            (entry.client.ts), with the chunks it imports. Asked for by this inline script once
            the first frame is on the screen, so that none of it races the page to that frame; a
            tap on a control it makes work before then is held by the inline script above and
            answered once it is ready (docs/decisions/0046). */}
        <script
          {...{
            [siteScriptAttribute]: siteScript,
            [siteScriptImportsAttribute]: siteScriptImports.join(' '),
          }}
          dangerouslySetInnerHTML={{ __html: siteScriptBootScript }}
        />
        {/* A hosted visit counter the owner chose (VISITS), deferred: it never holds the page. */}
        {__VISIT_COUNTER__.kind === 'hosted' ? (
          <script
            defer
            src={__VISIT_COUNTER__.script.src}
            {...__VISIT_COUNTER__.script.attributes}
          />
        ) : null}
        <script
          type="speculationrules"
          dangerouslySetInnerHTML={{ __html: speculationRules(__SITE_PATH__) }}
        />
        {/* Chromium may paint a half-parsed body when the parser yields, and the page then
            moves as the rest arrives (centred rows re-centre, the navbar's items slide). This
            holds the first paint until the footer, the end of every page, is parsed
            (docs/decisions/0015); other browsers ignore it. */}
        <link rel="expect" href={`#${footerId}`} blocking="render" />
        <Meta />
        <Links />
        {alternates ? <LanguageAlternates pathname={pathname} /> : null}
      </head>
      <body>{children}</body>
    </html>
  );
}

export default function App() {
  return (
    <>
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:fixed focus:start-4 focus:top-4 focus:z-50 focus:rounded-full focus:bg-fg focus:px-4 focus:py-2 focus:text-ink-950"
      >
        <Words of={copy} name="skipToContent" />
      </a>
      <Island of={toaster} props={{ label: copy.notifications }} />
      <Navbar />
      <main id="main" tabIndex={-1} className="outline-none">
        <Outlet />
      </main>
      <Footer />
      <LanguageOffers />
    </>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <ErrorPage error={error} />;
}
