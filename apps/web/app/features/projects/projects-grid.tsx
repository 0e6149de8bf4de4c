import { projects } from '@portfolio/content/projects';
import { Reveal } from '../../components/reveal.tsx';
import { projectCardDelayMs } from '../../lib/entrance-delay.ts';
import { ProjectCard } from './project-card.tsx';

export const sectionRevealOptions: IntersectionObserverInit = { threshold: 0.1 };

export function ProjectsGrid() {
  return (
    <ul className="mx-auto mt-14 grid max-w-6xl gap-8 md:grid-cols-2" aria-label="Projects">
      {projects.map((project, index) => (
        <li key={project.title}>
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
