import { copy } from '@portfolio/content/copy';
import { fill } from '@portfolio/content-model/fill';
import { projects } from '@portfolio/content/projects';
import { PageHeader } from '../components/page-header.tsx';
import { Reveal } from '../components/reveal.tsx';
import { ProjectsGrid, sectionRevealOptions } from '../features/projects/projects-grid.tsx';
import { projectPicture, screenshotSizes } from '../features/projects/project-pictures.ts';
import { pageMeta } from '../lib/page-meta.ts';
import { preloadPicture } from '../lib/picture-preload.ts';
import { Words } from '../components/words.tsx';

const firstCover = projects[0]?.image;

export const meta = () =>
  pageMeta({
    title: copy.projects.title,
    description: fill(copy.projects.description),
    path: '/projects',
  });

export default function ProjectsRoute() {
  // The first card's cover is the largest picture in view when the page opens.
  if (firstCover !== undefined) preloadPicture(projectPicture(firstCover), screenshotSizes);
  return (
    <div className="px-4 pb-8 pt-28 sm:px-6 md:pt-36">
      <Reveal options={sectionRevealOptions}>
        <PageHeader
          eyebrow={
            <Words of={copy.projects} name="eyebrow">
              {fill(copy.projects.eyebrow)}
            </Words>
          }
          title={
            <Words of={copy.projects} name="heading">
              {fill(copy.projects.heading)}
            </Words>
          }
        >
          <p>
            <Words of={copy.projects} name="intro">
              {fill(copy.projects.intro)}
            </Words>
          </p>
        </PageHeader>
      </Reveal>
      <ProjectsGrid />
    </div>
  );
}
