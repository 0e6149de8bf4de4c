import { Link } from 'react-router';
import { copy } from '@portfolio/content/copy';
import { tagPath } from '@portfolio/content-model/blog-paths';
import { tagLanguage, tagName } from '@portfolio/content-model/tag-names';

/** A post's tags, each a link to its page. */
export function PostTags({
  tags,
  className = '',
}: {
  tags: readonly string[];
  className?: string;
}) {
  return (
    <ul aria-label={copy.blog.tagsLabel} className={`flex flex-wrap gap-2 ${className}`}>
      {tags.map((tag) => (
        <li key={tag}>
          <Link
            to={tagPath(tag)}
            {...tagLanguage(tag)}
            className="inline-block rounded-full border border-line bg-ink-850 px-3 py-1 text-xs font-medium text-muted transition-colors hover:border-accent-from/60 hover:text-fg"
          >
            #{tagName(tag)}
          </Link>
        </li>
      ))}
    </ul>
  );
}
