import { beforeAll, describe, expect, it } from 'vitest';
import { renderMarkdown, renderMarkdownForFeed } from './render-markdown.server.ts';

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
