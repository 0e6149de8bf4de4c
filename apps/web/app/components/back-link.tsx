import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { HiArrowLeft } from 'react-icons/hi2';

/** The link above a page to the list it belongs to: a project's to Projects, a post's to the blog. */
export function BackLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Link
      to={to}
      data-pagefind-ignore
      className="inline-flex items-center gap-2 text-sm font-medium text-muted underline decoration-line underline-offset-4 hover:text-fg hover:decoration-accent-to"
    >
      <HiArrowLeft aria-hidden="true" className="size-4 rtl:-scale-x-100" />
      {children}
    </Link>
  );
}
