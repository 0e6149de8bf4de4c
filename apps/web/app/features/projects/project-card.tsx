import type { Project } from '@portfolio/content/schema/projects-schema';
import { HiArrowTopRightOnSquare } from 'react-icons/hi2';
import { Link } from 'react-router';
import { projectPath } from '../../lib/project-path.ts';
import { ProjectCarousel } from './project-carousel.tsx';
import { projectPicture } from './project-pictures.ts';
import { copy } from '@portfolio/content/copy';

export function ProjectCard({ project, eagerFirst }: { project: Project; eagerFirst: boolean }) {
  // The cover leads; the rest follow in their listed order.
  const ordered = [project.image, ...project.images.filter((path) => path !== project.image)];
  return (
    <article className="flex h-full flex-col overflow-hidden rounded-2xl border border-line bg-ink-850 transition-[border-color,box-shadow] hover:border-accent-from/40 hover:shadow-xl hover:shadow-glow">
      <ProjectCarousel
        title={project.title}
        pictures={ordered.map(projectPicture)}
        eagerFirst={eagerFirst}
      />
      <div className="flex flex-1 flex-col p-6">
        <h2 className="font-display text-xl font-semibold">
          {/* The project's own page: its write-up and every screenshot, larger. */}
          <Link
            to={projectPath(project)}
            className="underline decoration-transparent underline-offset-4 transition-colors hover:decoration-accent-to"
          >
            {project.title}
          </Link>
        </h2>
        <p className="mt-3 flex-1 text-muted">{project.description}</p>
        <ul className="mt-5 flex flex-wrap gap-2" aria-label={copy.projects.technologiesLabel}>
          {project.tags.map((tag) => (
            <li
              key={tag}
              className="rounded-full border border-line bg-ink-800 px-3 py-1 text-xs font-medium text-fg"
            >
              {tag}
            </li>
          ))}
        </ul>
        <a
          href={project.liveLink}
          target="_blank"
          rel="noopener noreferrer"
          className="bg-gradient-accent mt-6 inline-flex items-center gap-2 self-start rounded-full px-5 py-2.5 text-sm font-semibold text-ink-950 transition-transform hover:-translate-y-0.5"
        >
          {copy.projects.liveLink}
          <HiArrowTopRightOnSquare aria-hidden="true" className="size-4" />
          <span className="sr-only">{` ${project.title} ${copy.opensInNewTab}`}</span>
        </a>
      </div>
    </article>
  );
}
