import { Link } from 'react-router';
import { HiArrowLeft, HiArrowRight } from 'react-icons/hi2';

export interface Neighbour {
  title: string;
  path: string;
}

/**
 * The pages either side of this one in its list (the previous and next project, the newer and
 * older post), as two cards; nothing when it has neither.
 */
export function NeighbourLinks({
  label,
  previous,
  next,
}: {
  label: string;
  previous: (Neighbour & { label: string }) | null;
  next: (Neighbour & { label: string }) | null;
}) {
  if (previous === null && next === null) return null;
  return (
    <nav
      aria-label={label}
      data-pagefind-ignore
      className="mt-16 grid gap-4 border-t border-line pt-8 sm:grid-cols-2"
    >
      {previous === null ? (
        <span />
      ) : (
        <Link
          to={previous.path}
          className="rounded-2xl border border-line bg-ink-850 p-5 transition-colors hover:border-accent-from/60"
        >
          <span className="flex items-center gap-2 text-sm text-muted">
            <HiArrowLeft aria-hidden="true" className="size-4 rtl:-scale-x-100" />
            {previous.label}
          </span>
          <span className="mt-1 block font-display text-lg font-semibold">{previous.title}</span>
        </Link>
      )}
      {next === null ? null : (
        <Link
          to={next.path}
          className="rounded-2xl border border-line bg-ink-850 p-5 text-end transition-colors hover:border-accent-from/60"
        >
          <span className="flex items-center justify-end gap-2 text-sm text-muted">
            {next.label}
            <HiArrowRight aria-hidden="true" className="size-4 rtl:-scale-x-100" />
          </span>
          <span className="mt-1 block font-display text-lg font-semibold">{next.title}</span>
        </Link>
      )}
    </nav>
  );
}
