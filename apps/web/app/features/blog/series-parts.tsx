// On a part of a series: the series' name (a link to its page), this part's place ("Part 2 of 3")
// and every part in reading order, this one marked as the page being read.
import { useId } from 'react';
import { Link } from 'react-router';
import { copy } from '@portfolio/content/copy';
import { fill } from '@portfolio/content-model/fill';

export interface SeriesFacts {
  name: string;
  path: string;
  part: number;
  parts: { title: string; path: string }[];
}

export function SeriesParts({ series, current }: { series: SeriesFacts; current: string }) {
  const id = useId();
  return (
    <nav
      aria-labelledby={id}
      className="mt-8 rounded-2xl border border-line bg-ink-850/80 px-5 py-4 print:hidden"
    >
      <p id={id} className="font-semibold">
        <Link to={series.path} className="underline-offset-4 hover:underline">
          {series.name}
        </Link>
      </p>
      <p className="text-sm text-muted">
        {fill(copy.blog.seriesPart, { part: series.part, count: series.parts.length })}
      </p>
      <ol className="mt-3 grid list-decimal gap-1 ps-5 text-sm">
        {series.parts.map((part) => (
          <li key={part.path}>
            {part.path === current ? (
              <span aria-current="page" className="font-semibold text-fg">
                {part.title}
              </span>
            ) : (
              <Link to={part.path} className="text-muted underline-offset-4 hover:underline">
                {part.title}
              </Link>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}
