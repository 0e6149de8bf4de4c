// The site's search index, written by Pagefind after every page is prerendered (finish-build.ts):
// static files under pagefind/ that /search loads only when a visitor searches, on any static
// host and under any base path. Only what pages mark with data-pagefind-body is indexed: posts,
// pages of the owner's own and projects; drafts are never built, so never indexed.
import { join } from 'node:path';
import { close, createIndex } from 'pagefind';
import { searchIndexFolder } from '../app/lib/search-webassembly.ts';

export async function writeSearchIndex(clientDir: string): Promise<{ pages: number }> {
  try {
    const { index, errors } = await createIndex({});
    if (index === undefined) throw new Error(`pagefind: ${errors.join('; ')}`);
    const added = await index.addDirectory({ path: clientDir });
    if (added.errors.length > 0) throw new Error(`pagefind: ${added.errors.join('; ')}`);
    const written = await index.writeFiles({ outputPath: join(clientDir, searchIndexFolder) });
    if (written.errors.length > 0) throw new Error(`pagefind: ${written.errors.join('; ')}`);
    return { pages: added.page_count };
  } finally {
    await close();
  }
}
