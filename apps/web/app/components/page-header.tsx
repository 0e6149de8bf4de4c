import type { ReactNode } from 'react';

export function PageHeader({
  eyebrow,
  title,
  children,
}: {
  eyebrow: ReactNode;
  title: ReactNode;
  children?: ReactNode;
}) {
  return (
    <header className="mx-auto max-w-3xl text-center">
      <p className="text-sm font-semibold uppercase tracking-[0.2em] text-accent-to">{eyebrow}</p>
      <h1 className="mt-3 font-display text-4xl font-bold sm:text-5xl">{title}</h1>
      {children ? <div className="mt-5 text-lg text-muted">{children}</div> : null}
    </header>
  );
}
