import type { ReactNode } from 'react';

export function SectionHeading({
  id,
  eyebrow,
  title,
}: {
  id: string;
  eyebrow: ReactNode;
  title: ReactNode;
}) {
  return (
    <div className="mb-10 text-center">
      <p className="text-sm font-semibold uppercase tracking-[0.2em] text-accent-to">{eyebrow}</p>
      <h2 id={id} className="mt-2 font-display text-3xl font-semibold sm:text-4xl">
        {title}
      </h2>
    </div>
  );
}
