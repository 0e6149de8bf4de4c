// The owner's Markdown (posts, pages of their own) made HTML at build time, never in a browser: the
// `.server` name keeps it and its parser and highlighter out of every client bundle.
// - GitHub's flavour: tables, footnotes, task lists, autolinks;
// - raw HTML is shown as text, as on a project's page, never rendered;
// - headings get ids and a "#" link to themselves;
// - code blocks are highlighted by Shiki in both themes' colours at once (app.css picks one by the
//   site's theme, without JavaScript), named by their language;
// - a picture from content/assets/ on a line of its own becomes a block of its own, so the page
//   shows it through the responsive picture pipeline (components/responsive-picture.tsx).
import rehypeShiki from '@shikijs/rehype';
import type { ElementContent, Root as HastRoot } from 'hast';
import { toHtml } from 'hast-util-to-html';
import type { Root as MdastRoot } from 'mdast';
import rehypeAutolinkHeadings from 'rehype-autolink-headings';
import rehypeSlug from 'rehype-slug';
import remarkGfm from 'remark-gfm';
import remarkParse from 'remark-parse';
import remarkRehype from 'remark-rehype';
import { bundledLanguagesInfo } from 'shiki';
import { contentImagePath } from '@portfolio/content-model/markdown-images';
import { unified } from 'unified';
import { visit } from 'unist-util-visit';
import type { MarkdownBlock } from './markdown-block.ts';
import { urlUnder } from './url-under.ts';

/** An attribute's value as text: '' when it is absent or not text. */
const textOf = (value: unknown): string => (typeof value === 'string' ? value : '');

/** Raw HTML in the Markdown becomes its own text: shown, never run. */
function rawHtmlAsText() {
  return (tree: MdastRoot) => {
    visit(tree, 'html', (node, index, parent) => {
      if (parent === undefined || index === undefined) return;
      parent.children[index] = { type: 'text', value: node.value };
    });
  };
}

const languageName = (id: string): string =>
  bundledLanguagesInfo.find((info) => info.id === id || info.aliases?.includes(id))?.name ?? id;

interface FeedAddresses {
  pageUrl: string;
  siteUrl: string;
  /** Where a picture of content/assets/ is served, absolute. */
  pictureUrl: (contentPath: string) => string;
}

/**
 * Makes every link and image address absolute, for a copy read away from the site (a feed): "#x"
 * under the page's own URL, "/about" under the site's URL with its sub-path, and a picture of
 * content/assets/ where the build serves it.
 */
function makeAddressesAbsolute(tree: HastRoot, { pageUrl, siteUrl, pictureUrl }: FeedAddresses) {
  const absolute = (value: string): string => {
    if (value.startsWith('#')) return `${pageUrl}${value}`;
    if (value.startsWith('/') && !value.startsWith('//')) return urlUnder(siteUrl, value);
    return value;
  };
  visit(tree, 'element', (node) => {
    const picture =
      node.tagName === 'img' ? contentImagePath(textOf(node.properties.src)) : undefined;
    if (picture !== undefined) {
      node.properties.src = pictureUrl(picture);
      return;
    }
    for (const name of ['href', 'src'] as const) {
      const value = node.properties[name];
      if (typeof value === 'string') node.properties[name] = absolute(value);
    }
  });
}

const processor = unified()
  .use(remarkParse)
  .use(remarkGfm)
  .use(rawHtmlAsText)
  .use(remarkRehype)
  .use(rehypeSlug)
  // Each heading links to itself, for a reader who wants to share a section: its text is the
  // link's name, so nothing is hidden from assistive technology.
  .use(rehypeAutolinkHeadings, {
    behavior: 'wrap',
    properties: { className: ['heading-anchor'] },
  })
  .use(rehypeShiki, {
    themes: { light: 'github-light-default', dark: 'github-dark-default' },
    // Both themes' colours as custom properties; app.css chooses.
    defaultColor: false,
    // Each language is loaded when a block first uses it: left to its default, the plugin loads
    // every bundled grammar up front, longer than the build gives a page to prerender.
    langs: [],
    lazy: true,
    fallbackLanguage: 'text',
    transformers: [
      {
        pre(node) {
          const { lang } = this.options;
          if (lang !== 'text' && lang !== 'plaintext')
            node.properties['data-language'] = languageName(lang);
        },
      },
    ],
  });

const isBlank = (node: ElementContent): boolean => node.type === 'text' && node.value.trim() === '';

/** The image a paragraph holds alone, if it is one from content/assets/. */
function lonePicture(node: HastRoot['children'][number]): { src: string; alt: string } | undefined {
  if (node.type !== 'element' || node.tagName !== 'p') return undefined;
  const content = node.children.filter((child) => !isBlank(child));
  const only = content[0];
  if (content.length !== 1 || only?.type !== 'element' || only.tagName !== 'img') return undefined;
  const src = contentImagePath(textOf(only.properties.src));
  return src === undefined ? undefined : { src, alt: textOf(only.properties.alt) };
}

/** The Markdown as blocks of HTML and pictures, in order. */
export async function renderMarkdown(markdown: string): Promise<MarkdownBlock[]> {
  const tree = await processor.run(processor.parse(markdown));
  const blocks: MarkdownBlock[] = [];
  let run: HastRoot['children'] = [];
  const flush = (): void => {
    const html = toHtml({ type: 'root', children: run }).trim();
    if (html !== '') blocks.push({ kind: 'html', html });
    run = [];
  };
  for (const node of tree.children) {
    const picture = lonePicture(node);
    if (picture === undefined) run.push(node);
    else {
      flush();
      blocks.push({ kind: 'picture', ...picture });
    }
  }
  flush();
  return blocks;
}

/** The Markdown as one HTML text for a feed reader: every address absolute, pictures as <img>. */
export async function renderMarkdownForFeed(
  markdown: string,
  addresses: FeedAddresses,
): Promise<string> {
  const tree = await processor.run(processor.parse(markdown));
  makeAddressesAbsolute(tree, addresses);
  return toHtml(tree);
}
