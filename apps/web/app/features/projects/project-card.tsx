import { untranslated } from '@portfolio/content-model/translation';
import type { Project } from '@portfolio/content-model/projects-schema';
import { Link } from 'react-router';
import { projectPath } from '@portfolio/content-model/project-path';
import type { PictureLoad } from '../../components/responsive-picture.tsx';
import { Island } from '../../islands/island.tsx';
import { carouselWords } from './carousel-words.ts';
import carousel from './carousel.island.tsx';
import { LiveLink, ProjectTags } from './project-links.tsx';
import { coverFirst, projectPicture, widestOnly } from './project-pictures.ts';

export function ProjectCard({
  project,
  firstPicture,
}: {
  project: Project;
  firstPicture: PictureLoad;
}) {
  const pictures = coverFirst(project).map((path, index) =>
    index === 0 ? projectPicture(path) : widestOnly(projectPicture(path)),
  );
  return (
    <article className="flex h-full flex-col overflow-hidden rounded-2xl border border-line bg-ink-850 transition-[border-color,box-shadow] hover:border-accent-from/40 hover:shadow-xl hover:shadow-glow">
      {/* A strip to swipe until it nears the view; then React turns it into the carousel. */}
      <Island
        of={carousel}
        props={{
          words: carouselWords(project.title, pictures.length),
          pictures,
          firstPicture,
        }}
      />
      <div className="flex flex-1 flex-col p-6">
        <h2 className="font-display text-xl font-semibold" {...untranslated(project, 'title')}>
          {/* The project's own page: its write-up and every screenshot, larger. */}
          <Link
            to={projectPath(project)}
            className="underline decoration-transparent underline-offset-4 transition-colors hover:decoration-accent-to"
          >
            {project.title}
          </Link>
        </h2>
        <p className="mt-3 flex-1 text-muted" {...untranslated(project, 'description')}>
          {project.description}
        </p>
        <ProjectTags tags={project.tags} className="mt-5" />
        <LiveLink title={project.title} href={project.liveLink} className="mt-6 self-start" />
      </div>
    </article>
  );
}
