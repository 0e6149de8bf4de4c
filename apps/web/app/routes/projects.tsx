import { identity } from '@portfolio/content/identity';
import { PageHeader } from '../components/page-header.tsx';
import { Reveal } from '../components/reveal.tsx';
import { ProjectsGrid, sectionRevealOptions } from '../features/projects/projects-grid.tsx';
import { pageMeta } from '../lib/page-meta.ts';

export const meta = () =>
  pageMeta({
    title: 'Projects',
    description: `Selected web applications built by ${identity.fullName}.`,
    path: '/projects',
  });

export default function ProjectsRoute() {
  return (
    <div className="px-4 pb-8 pt-28 sm:px-6 md:pt-36">
      <Reveal options={sectionRevealOptions}>
        <PageHeader eyebrow="Projects" title="Explore My Exceptional Projects">
          <p>
            Here are some of the projects I&apos;ve worked on, showcasing my passion for building
            clean, functional, and beautiful web applications.
          </p>
        </PageHeader>
      </Reveal>
      <ProjectsGrid />
    </div>
  );
}
