/** Injected by vite.config.ts from the validated environment (env.ts). */
/** Where the contact form posts (VITE_CONTACT_ENDPOINT, or VITE_API_URL's contact route). */
declare const __CONTACT_ENDPOINT__: string;
/** Where the form's script fetches a proof-of-work challenge; '' when the endpoint is not this project's API. */
declare const __CHALLENGE_ENDPOINT__: string;
/** Where the newsletter's form posts (the API's /newsletter); '' when the build has none (NEWSLETTER). */
declare const __NEWSLETTER_ENDPOINT__: string;
/** Where other sites send Webmentions for the posts (the API's /webmention); '' without this project's API. */
declare const __WEBMENTION_ENDPOINT__: string;
/** Where a post's approved replies are read (the API's /replies); '' without this project's API. */
declare const __REPLIES_ENDPOINT__: string;
declare const __SITE_URL__: string;
/** Where this build's language has its pages, with a slash at both ends: "/", "/portfolio/pt-br/". */
declare const __SITE_PATH__: string;
/** Where the first-party visit counter reports (VISITS=on); '' when the build has none. */
declare const __VISIT_ENDPOINT__: string;
/** The build's visit counter (VISITS): a hosted one's script tag and origins (app/lib/visit-counter.ts). */
declare const __VISIT_COUNTER__: import('./lib/visit-counter.ts').VisitCounter;
/** CSP hash sources of the inline scripts root.tsx writes (vite.config.ts). */
declare const __INLINE_SCRIPT_HASHES__: readonly string[];
/** Whether content/posts/ has a post this build publishes: the blog's navigation entry and feeds. */
declare const __HAS_BLOG__: boolean;
/** Every language of the site, the default first: one entry when content/locales/ has none. */
declare const __SITE_LANGUAGES__: readonly import('./lib/page-language.ts').PageLanguage[];
/** Each language's offer of its pages, by tag, in its own words; empty with one language. */
declare const __LANGUAGE_OFFERS__: import('./components/language-offers.tsx').LanguageOffers;

/** The artwork of content/'s icons, by name (scripts/content-icons-plugin.ts). */
declare module 'virtual:content-icons' {
  const icons: Readonly<Partial<Record<string, import('../scripts/icon-artwork.ts').IconArtwork>>>;
  export default icons;
}

/** The fonts cut to content/'s characters (scripts/content-fonts-plugin.ts). */
declare module 'virtual:content-fonts' {
  /** The @font-face rules of the faces cut for characters beyond the two Latin files. */
  export const furtherFaces: string;
}

/** The built form of each file content/ refers to, by content path (scripts/content-assets-plugin.ts). */
declare module 'virtual:content-assets/projectPictures' {
  const pictures: Record<string, import('./lib/picture-data.ts').PictureData>;
  export default pictures;
}
declare module 'virtual:content-assets/profilePictures' {
  const pictures: Record<string, import('./lib/picture-data.ts').PictureData>;
  export default pictures;
}
declare module 'virtual:content-assets/markdownPictures' {
  const pictures: Record<string, import('./lib/picture-data.ts').PictureData>;
  export default pictures;
}
declare module 'virtual:content-assets/sounds' {
  const urls: Record<'navigation' | 'action', string>;
  export default urls;
}

/** The built URL of app/entry.client.ts, the one script every page loads (scripts/site-script-plugin.ts). */
declare module 'virtual:site-script' {
  export const siteScript: string;
  /** The chunks it imports, fetched beside it. */
  export const siteScriptImports: readonly string[];
}

/** React Router's React Fast Refresh set-up for the dev server (entry.client.ts). */
declare module 'virtual:react-router/inject-hmr-runtime';
