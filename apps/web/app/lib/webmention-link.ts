// What a post's <head> says of where other sites send their Webmentions for it (the API's
// endpoint, apps/api/src/webmention/webmention-routes.ts); nothing without this project's API.
export function webmentionLink(
  endpoint: string = __WEBMENTION_ENDPOINT__,
): { tagName: 'link'; rel: 'webmention'; href: string }[] {
  return endpoint === '' ? [] : [{ tagName: 'link', rel: 'webmention', href: endpoint }];
}
