import { HiArrowTopRightOnSquare } from 'react-icons/hi2';
import { copy } from '@portfolio/content/copy';
import { Words } from '../../components/words.tsx';

/** The shape of a project's link buttons (Visit Live, the repository); colours are the caller's. */
export const pillLinkClass =
  'inline-flex items-center gap-2 rounded-full px-5 py-2.5 text-sm font-semibold transition-transform hover:-translate-y-0.5';

/** The project's technologies, as small labels. */
export function ProjectTags({ tags, className = '' }: { tags: string[]; className?: string }) {
  return (
    <ul
      className={`flex flex-wrap gap-2 ${className}`}
      aria-label={copy.projects.technologiesLabel}
    >
      {tags.map((tag) => (
        <li
          key={tag}
          className="rounded-full border border-line bg-ink-800 px-3 py-1 text-xs font-medium text-fg"
        >
          {tag}
        </li>
      ))}
    </ul>
  );
}

/** Visit Live: the project's site in a new tab, named with the project for screen readers. */
export function LiveLink({
  title,
  href,
  className = '',
}: {
  title: string;
  href: string;
  className?: string;
}) {
  return (
    <a
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      className={`bg-gradient-accent text-ink-950 ${pillLinkClass} ${className}`}
    >
      <Words of={copy.projects} name="liveLink" />
      <HiArrowTopRightOnSquare aria-hidden="true" className="size-4" />
      <span className="sr-only">{` ${title} ${copy.opensInNewTab}`}</span>
    </a>
  );
}
