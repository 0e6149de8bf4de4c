// The pictures a Markdown text of content/ (a post, a page of the owner's own) shows from
// content/assets/, written as the editor sees them from the file: ![alt](../assets/…).
import { existsSync } from 'node:fs';
import path from 'node:path';
import { contentDirectory } from './content-directory.ts';

/** Each image reference in Markdown: its alt text and where it points. */
const imageReference = /!\[([^\]]*)\]\(\s*<?([^)\s>]+)>?(?:\s+"[^"]*")?\s*\)/g;

/** The content path ("assets/…") an image URL names, when it names a file of content/assets/. */
export function contentImagePath(url: string): string | undefined {
  return /^(?:\.\.\/|\/)?(assets\/[\w./-]+)$/.exec(url)?.[1];
}

/** The content paths of the pictures from content/assets/ a Markdown text shows. */
export function markdownImagePaths(markdown: string): string[] {
  return [...markdown.matchAll(imageReference)].flatMap(([, , url]) => {
    const picture = contentImagePath(url ?? '');
    return picture === undefined ? [] : [picture];
  });
}

/**
 * What is wrong with a Markdown text's images, named by file: a picture of content/assets/ that is
 * not there, one that is not on a line of its own (only those are shown responsively), or one
 * from anywhere else (the site would load it from another server).
 */
export function markdownImageProblems(file: string, markdown: string): string[] {
  const problems: string[] = [];
  for (const match of markdown.matchAll(imageReference)) {
    const [whole, , url = ''] = match;
    const picture = contentImagePath(url);
    if (picture === undefined) {
      problems.push(
        `${file}: the image ${url} must be a file in content/assets/, written ../assets/<file>`,
      );
      continue;
    }
    if (!existsSync(path.join(contentDirectory, picture)))
      problems.push(`${file}: the image ${url}: file content/${picture} does not exist`);
    const line =
      markdown
        .split('\n')
        .find((candidate) => candidate.includes(whole))
        ?.trim() ?? '';
    if (line !== whole)
      problems.push(
        `${file}: the image ${url} must stand on a line of its own, with blank lines around it`,
      );
  }
  return problems;
}
