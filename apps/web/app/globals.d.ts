/** Injected by vite.config.ts from the validated environment (env.ts). */
declare const __API_URL__: string;
declare const __SITE_URL__: string;
