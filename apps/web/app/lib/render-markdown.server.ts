// The owner's Markdown (posts, pages of their own) made HTML at build time, never in a browser: the
// `.server` name keeps it and its parser and highlighter out of every client bundle.
// - GitHub's flavour: tables, footnotes, task lists, autolinks;
// - raw HTML is shown as text, as on a project's page, never rendered;
// - headings get ids and a "#" link to themselves;
// - code blocks are highlighted by Shiki in both themes' colours at once (app.css picks one by the
//   site's theme, without JavaScript), named by their language, each with a copy button that stays
//   hidden until the site script can make it work (behaviours/copy-code.ts);
// - footnotes (GitHub's syntax) in the page's language, each with its way back to the text;
// - math ($…$, $$…$$) as MathML, drawn by the browser with no script, font or stylesheet (KaTeX's
//   MathML output; a read without math has none of it);
// - the h2 and h3 headings, for a long read's table of contents (components/table-of-contents.tsx);
// - a picture from content/assets/ on a line of its own becomes a block of its own, so the page
//   shows it through the responsive picture pipeline (components/responsive-picture.tsx).
import rehypeShiki from '@shikijs/rehype';
import type { Element, ElementContent, Root as HastRoot } from 'hast';
import { toString as textOfHeading } from 'hast-util-to-string';
import { toHtml } from 'hast-util-to-html';
import type { Root as MdastRoot } from 'mdast';
import rehypeAutolinkHeadings from 'rehype-autolink-headings';
import rehypeKatex from 'rehype-katex';
import rehypeSlug from 'rehype-slug';
import remarkGfm from 'remark-gfm';
import remarkMath from 'remark-math';
import remarkParse from 'remark-parse';
import remarkRehype from 'remark-rehype';
import { bundledLanguagesInfo } from 'shiki';
import { contentImagePath } from '@portfolio/content-model/markdown-images';
import { unified } from 'unified';
import { visit } from 'unist-util-visit';
import { copy } from '@portfolio/content/copy';
import type { MarkdownBlock } from './markdown-block.ts';
import { outlineMinimum, type OutlineEntry } from './markdown-outline.ts';
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
  .use(remarkMath)
  .use(rawHtmlAsText)
  .use(remarkRehype, {
    footnoteLabel: copy.blog.footnotes,
    footnoteBackLabel: copy.blog.backToText,
  })
  .use(rehypeKatex, { output: 'mathml' })
  .use(rehypeSlug)
  // Each heading links to itself, for a reader who wants to share a section: its text is the
  // link's name, so nothing is hidden from assistive technology.
  .use(rehypeAutolinkHeadings, {
    behavior: 'wrap',
    properties: { className: ['heading-anchor'] },
    // The footnotes' heading is for assistive technology only: no link to share.
    test: (element: Element) => element.properties.id !== 'footnote-label',
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
          // A terminal's session (`$ command` lines, then what it printed): only the commands
          // are copied.
          if (languageName(lang) === languageName('shellsession'))
            node.properties['data-session'] = '';
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

/** The h2 and h3 headings with their anchors (rehype-slug's: a repeated text gets "-1", "-2"). */
export function outlineOf(tree: HastRoot): OutlineEntry[] {
  const outline: OutlineEntry[] = [];
  visit(tree, 'element', (node) => {
    // The footnotes' own heading is not a section of the text.
    if (node.tagName === 'section' && node.properties.dataFootnotes !== undefined) return 'skip';
    if (node.tagName !== 'h2' && node.tagName !== 'h3') return;
    const id = textOf(node.properties.id);
    const text = textOfHeading(node).replace(/\s+/g, ' ').trim();
    if (id !== '' && text !== '') outline.push({ id, text, level: node.tagName === 'h2' ? 2 : 3 });
    return undefined;
  });
  return outline;
}

/**
 * Each code block in a frame of its own with a copy button: hidden (no dead control without
 * JavaScript) until the site script shows it; a shell session's block says so, so its prompts and
 * output are left out of what is copied (behaviours/copy-code.ts).
 */
function addCopyButtons(tree: HastRoot): void {
  visit(tree, 'element', (node, index, parent) => {
    if (node.tagName !== 'pre' || parent === undefined || index === undefined) return;
    const frame: Element = {
      type: 'element',
      tagName: 'div',
      properties: { className: ['code-block'] },
      children: [
        node,
        {
          type: 'element',
          tagName: 'button',
          properties: {
            type: 'button',
            hidden: true,
            dataCopyCode: '',
            dataCopied: copy.blog.codeCopied,
            // Its words change to say the code is copied: read out where the focus is.
            ariaLive: 'polite',
          },
          children: [{ type: 'text', value: copy.blog.copyCode }],
        },
      ],
    };
    parent.children[index] = frame;
    return 'skip';
  });
}

/** The Markdown as blocks of HTML and pictures, in order. */
export async function renderMarkdown(markdown: string): Promise<MarkdownBlock[]> {
  return (await renderLongRead(markdown)).blocks;
}

/**
 * The Markdown as blocks of HTML and pictures, and the outline its table of contents lists: none
 * for a read of fewer than three headings, or when its front matter says `toc: false`.
 */
export async function renderLongRead(
  markdown: string,
  toc = true,
): Promise<{ blocks: MarkdownBlock[]; outline: OutlineEntry[] }> {
  const tree = await processor.run(processor.parse(markdown));
  const headings = outlineOf(tree);
  const outline = toc && headings.length >= outlineMinimum ? headings : [];
  addCopyButtons(tree);
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
  return { blocks, outline };
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
