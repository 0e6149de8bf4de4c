import pictures from 'virtual:content-assets/markdownPictures';
import type { MarkdownBlock } from '../lib/markdown-block.ts';
import { pickContentPicture } from '../lib/content-asset.ts';
import { ResponsivePicture } from './responsive-picture.tsx';

/** The column the owner's Markdown is set in: 48 rem at most. */
export const markdownPictureSizes = '(min-width: 48rem) 48rem, 100vw';

/**
 * The owner's Markdown as the build made it (lib/render-markdown.server.ts): its HTML, raw HTML
 * already shown as text, and its pictures through the responsive picture pipeline.
 */
export function MarkdownBlocks({
  blocks,
  className = '',
  lang,
  dir,
}: {
  blocks: readonly MarkdownBlock[];
  className?: string;
  /** The text's own language where it differs from the page's (an untranslated write-up). */
  lang?: string | undefined;
  dir?: 'ltr' | 'rtl' | undefined;
}) {
  return (
    <div className={`write-up ${className}`} lang={lang} dir={dir}>
      {blocks.map((block, index) =>
        block.kind === 'html' ? (
          <div
            key={index}
            className="markdown-run"
            dangerouslySetInnerHTML={{ __html: block.html }}
          />
        ) : (
          // A block of its own, so the write-up's spacing sets it apart from the text.
          <div key={index}>
            <ResponsivePicture
              picture={pickContentPicture(pictures, block.src)}
              alt={block.alt}
              sizes={markdownPictureSizes}
              className="h-auto w-full rounded-2xl border border-line"
            />
          </div>
        ),
      )}
    </div>
  );
}
