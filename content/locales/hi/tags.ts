// SAMPLE CONTENT: the blog's tags named in Hindi, by their addresses (a tag's page stays
// /hi/blog/tags/<tag>). A tag left out shows its default name, marked as English.
import type { TagNames } from '@portfolio/content-model/tag-names';

export const tags: TagNames = {
  api: 'API',
  databases: 'डेटाबेस',
  forms: 'फ़ॉर्म',
  mobile: 'मोबाइल',
  performance: 'परफ़ॉर्मेंस',
  typescript: 'TypeScript',
};
