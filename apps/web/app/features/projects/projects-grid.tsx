import { projects } from '@portfolio/content/projects';
import { Reveal } from '../../components/reveal.tsx';
import { projectCardDelayMs } from '../../lib/entrance-delay.ts';
import { ProjectCard } from './project-card.tsx';
import { copy } from '@portfolio/content/copy';

export const sectionRevealOptions: IntersectionObserverInit = { threshold: 0.1 };

export function ProjectsGrid() {
  return (
    <ul
      className="mx-auto mt-14 flex max-w-6xl flex-wrap justify-center gap-8"
      aria-label={copy.projects.listLabel}
    >
      {projects.map((project, index) => (
        <li key={project.title} className="basis-full md:basis-[calc((100%-2rem)/2)]">
          <Reveal
            options={sectionRevealOptions}
            enterDelayMs={projectCardDelayMs(index)}
            className="h-full"
          >
            <ProjectCard project={project} eagerFirst={index < 2} />
          </Reveal>
        </li>
      ))}
    </ul>
  );
}
