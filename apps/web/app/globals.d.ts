/** Injected by vite.config.ts from the validated environment (env.ts). */
declare const __API_URL__: string;
declare const __SITE_URL__: string;

/** The URL of the SVG sprite of content/'s icons (scripts/content-icons-plugin.ts). */
declare module 'virtual:content-icons' {
  const url: string;
  export default url;
}
