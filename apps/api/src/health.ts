/** Placeholder module so the package typechecks; replaced by the Fastify app in the API issue. */
export const apiPackage = '@portfolio/api';
