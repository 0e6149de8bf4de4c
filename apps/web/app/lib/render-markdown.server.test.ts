import { beforeAll, describe, expect, it } from 'vitest';
import { copy } from '@portfolio/content/copy';
import { renderLongRead, renderMarkdown, renderMarkdownForFeed } from './render-markdown.server.ts';

const htmlOf = async (markdown: string): Promise<string> =>
  (await renderMarkdown(markdown))
    .map((block) => (block.kind === 'html' ? block.html : ''))
    .join('');

describe('the owner’s Markdown, made HTML at build time', () => {
  // The highlighter loads its themes and each grammar on first use: not a test's time.
  beforeAll(() => renderMarkdown('```ts\nconst warm = 1;\n```'), 60_000);

  it('shows raw HTML as text, never as markup', async () => {
    const html = await htmlOf('Hello <script>alert(1)</script> <img src=x onerror=alert(1)>');
    expect(html).not.toMatch(/<script|<img/);
    expect(html).toContain('&#x3C;script>alert(1)&#x3C;/script>');
  });

  it('gives each heading an id and makes it a link to itself', async () => {
    expect(await htmlOf('## Why it matters')).toBe(
      '<h2 id="why-it-matters"><a class="heading-anchor" href="#why-it-matters">Why it matters</a></h2>',
    );
  });

  it('highlights code in both themes’ colours and names its language', async () => {
    const html = await htmlOf('```ts\nconst a = 1;\n```');
    expect(html).toMatch(/<pre class="shiki[^"]*"[^>]*data-language="TypeScript"/);
    expect(html).toContain('--shiki-light:');
    expect(html).toContain('--shiki-dark:');
    // An unknown language is shown plain, not refused.
    expect(await htmlOf('```nonsense\nx y\n```')).toContain('<span>x y</span>');
  });

  it('gives each code block a copy button, hidden until the site script can make it work', async () => {
    const html = await htmlOf('```ts\nconst a = 1;\n```');
    expect(html).toMatch(/^<div class="code-block"><pre /);
    expect(html).toContain(
      `<button type="button" hidden data-copy-code="" data-copied="${copy.blog.codeCopied}" aria-live="polite">${copy.blog.copyCode}</button></div>`,
    );
    // A terminal's session says so: only its commands are copied.
    expect(await htmlOf('```console\n$ npm test\nok\n```')).toContain('data-session');
    expect(await htmlOf('```sh\nnpm test\n```')).not.toContain('data-session');
  });

  it('lists the h2 and h3 headings for a table of contents: repeated words get their own anchors, code is words', async () => {
    const { outline } = await renderLongRead(
      '# Title\n\n## Setup\n\ntext[^1]\n\n### The `config` file\n\n## Setup\n\n#### Too deep\n\n## Last *one*\n\n[^1]: A note.',
    );
    expect(outline).toEqual([
      { id: 'setup', text: 'Setup', level: 2 },
      { id: 'the-config-file', text: 'The config file', level: 3 },
      { id: 'setup-1', text: 'Setup', level: 2 },
      { id: 'last-one', text: 'Last one', level: 2 },
    ]);
  });

  it('lists none for a read of fewer than three headings, or one whose front matter says toc: false', async () => {
    expect((await renderLongRead('## One\n\n## Two')).outline).toEqual([]);
    expect((await renderLongRead('## One\n\n## Two\n\n## Three', false)).outline).toEqual([]);
    expect((await renderLongRead('## One\n\n## Two\n\n## Three')).outline).toHaveLength(3);
  });

  it('writes footnotes in the page’s language, each with its way back to the text', async () => {
    const html = await htmlOf('A claim.[^1]\n\n[^1]: The source.');
    expect(html).toContain('href="#user-content-fn-1"');
    expect(html).toContain(`>${copy.blog.footnotes}</h2>`);
    expect(html).toContain(`aria-label="${copy.blog.backToText}"`);
    expect(html).toContain('href="#user-content-fnref-1"');
  });

  it('writes math as MathML the browser draws alone, and none in a read without it', async () => {
    const html = await htmlOf('When $t$ is small,\n\n$$\nw = \\frac{1000}{t}\n$$');
    expect(html).toMatch(
      /<math xmlns="http:\/\/www\.w3\.org\/1998\/Math\/MathML"><semantics><mrow><mi>t<\/mi>/,
    );
    expect(html).toContain('display="block"');
    expect(html).toContain('<mfrac><mn>1000</mn><mi>t</mi></mfrac>');
    expect(html).not.toMatch(/<script|katex\.css|class="katex-html"/);
    expect(await htmlOf('No math: a price of 5 and 10.')).not.toContain('<math');
  });

  it('makes a picture of content/assets/ on a line of its own a block of its own', async () => {
    expect(
      await renderMarkdown('Before.\n\n![A chart](../assets/posts/chart.png)\n\nAfter.'),
    ).toEqual([
      { kind: 'html', html: '<p>Before.</p>' },
      { kind: 'picture', src: 'assets/posts/chart.png', alt: 'A chart' },
      { kind: 'html', html: '<p>After.</p>' },
    ]);
  });

  it('writes every address absolute for a feed, under the site’s sub-path', async () => {
    const html = await renderMarkdownForFeed(
      '## Part\n\n[About](/about) and [a part](#part) and [elsewhere](https://example.org/).\n\n![A chart](../assets/posts/chart.png)',
      {
        pageUrl: 'https://me.dev/portfolio/blog/post',
        siteUrl: 'https://me.dev/portfolio/',
        pictureUrl: (path) => `https://me.dev/portfolio/built/${path}`,
      },
    );
    expect(html).toContain('href="https://me.dev/portfolio/about"');
    expect(html).toContain('href="https://me.dev/portfolio/blog/post#part"');
    expect(html).toContain('href="https://example.org/"');
    expect(html).toContain('src="https://me.dev/portfolio/built/assets/posts/chart.png"');
  });
});
