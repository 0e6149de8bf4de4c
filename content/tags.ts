// SAMPLE CONTENT: how the blog names its tags where a name is not its address: a post's `tags`
// (front matter) are addresses (/blog/tags/typescript), shown as they are unless named here.
// A translation names them in its own words in content/locales/<tag>/tags.ts.
import type { TagNames } from '@portfolio/content-model/tag-names';

export const tags: TagNames = {
  api: 'API',
  typescript: 'TypeScript',
};
