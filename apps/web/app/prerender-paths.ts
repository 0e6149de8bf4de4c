/** Every page written to static HTML at build time; /404 is what the server answers for unknown paths. */
export const prerenderPaths = ['/', '/about', '/skills', '/projects', '/contact', '/404'] as const;
