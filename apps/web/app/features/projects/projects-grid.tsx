import type { CSSProperties } from 'react';
import { projects } from '@portfolio/content/projects';
import { Reveal } from '../../components/reveal.tsx';
import type { PictureLoad } from '../../components/responsive-picture.tsx';
import { projectCardDelayMs } from '../../lib/entrance-delay.ts';
import { ProjectCard } from './project-card.tsx';
import { copy } from '@portfolio/content/copy';

/**
 * How the first picture of the card at `index` loads: the first card's is the page's largest paint;
 * the second is beside it on a wide screen, so fetched at once, but after it; the rest as they near
 * the view.
 */
export const cardPictureLoad = (index: number): PictureLoad =>
  index === 0 ? 'first' : index === 1 ? 'eager' : 'lazy';

/**
 * A card whose picture waits for the view also skips its rendering until it nears the view: the
 * browser then starts none of its pictures while the first paint is still to come (decision 0047).
 * The size stands in for a card not yet rendered; once rendered, its own is remembered.
 */
export const cardRendering = (index: number): CSSProperties | undefined =>
  cardPictureLoad(index) === 'lazy'
    ? { contentVisibility: 'auto', containIntrinsicSize: 'auto 34rem' }
    : undefined;

export const sectionRevealOptions: IntersectionObserverInit = { threshold: 0.1 };

export function ProjectsGrid() {
  return (
    <ul
      className="mx-auto mt-14 flex max-w-6xl flex-wrap justify-center gap-8"
      aria-label={copy.projects.listLabel}
    >
      {projects.map((project, index) => (
        <li
          key={project.title}
          className="basis-full md:basis-[calc((100%-2rem)/2)]"
          // Written on the card, not as a class: the stylesheet stays within its budget.
          style={cardRendering(index)}
        >
          <Reveal
            options={sectionRevealOptions}
            enterDelayMs={projectCardDelayMs(index)}
            className="h-full"
          >
            <ProjectCard project={project} firstPicture={cardPictureLoad(index)} />
          </Reveal>
        </li>
      ))}
    </ul>
  );
}
