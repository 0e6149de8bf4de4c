// A project's own page, /projects/<slug>, prerendered for every project in content/projects.ts. An
// address no project has is not a route: the server, static hosts and the browser's router all
// answer it with the 404 page.
import { untranslated } from '@portfolio/content-model/translation';
import { data } from 'react-router';
import { HiCodeBracket } from 'react-icons/hi2';
import { copy } from '@portfolio/content/copy';
import { fill } from '@portfolio/content-model/fill';
import { projects } from '@portfolio/content/projects';
import { projectSlug } from '@portfolio/content-model/project-slug';
import type { Project } from '@portfolio/content-model/projects-schema';
import type { Route } from './+types/project';
import { BackLink } from '../components/back-link.tsx';
import { MarkdownBlocks } from '../components/markdown-blocks.tsx';
import { NeighbourLinks } from '../components/neighbour-links.tsx';
import gallery from '../features/projects/gallery.island.tsx';
import { Island } from '../islands/island.tsx';
import { LiveLink, pillLinkClass, ProjectTags } from '../features/projects/project-links.tsx';
import { coverFirst, projectPicture } from '../features/projects/project-pictures.ts';
import { ProjectStructuredData } from '../features/projects/project-structured-data.tsx';
import { projectOgImagePath } from '../lib/og-image.ts';
import { pageMeta } from '../lib/page-meta.ts';
import { renderMarkdown } from '../lib/render-markdown.server.ts';
import { projectPath } from '@portfolio/content-model/project-path';
import { Words } from '../components/words.tsx';

/**
 * Runs at build time only, so what it uses never ships to the browser: the write-up's Markdown
 * becomes HTML here, as a post's does (raw HTML shown as text, code highlighted), and the page gets
 * just its own project and screenshots rather than every project's.
 */
export async function loader({ request }: Route.LoaderArgs) {
  // One route per project (routes.ts): its address says which, under any base path. The build asks
  // for the page and for its data file (<path>.data), so both name the page.
  const pathname = new URL(request.url).pathname.replace(/\.data$/, '').replace(/\/+$/, '');
  const index = projects.findIndex((candidate) => pathname.endsWith(projectPath(candidate)));
  const project = projects[index];
  // React Router's way to answer 404 from a loader: a thrown response, not an Error.
  // eslint-disable-next-line @typescript-eslint/only-throw-error
  if (project === undefined) throw data(null, { status: 404 });
  const neighbour = (other: Project | undefined) =>
    other === undefined ? null : { title: other.title, path: projectPath(other) };
  return {
    title: project.title,
    description: project.description,
    // Where the translation left a word in the default language, the element showing it says so.
    languages: {
      title: untranslated(project, 'title'),
      description: untranslated(project, 'description'),
      writeUp: untranslated(project, 'writeUp'),
    },
    tags: project.tags,
    liveLink: project.liveLink,
    repoLink: project.showRepo === true ? project.repoLink : null,
    writeUp: project.writeUp === undefined ? null : await renderMarkdown(project.writeUp),
    pictures: coverFirst(project).map(projectPicture),
    path: projectPath(project),
    card: projectOgImagePath(projectSlug(project)),
    previous: neighbour(projects[index - 1]),
    next: neighbour(projects[index + 1]),
  };
}

export const meta = ({ loaderData }: Route.MetaArgs) => {
  // Absent when the loader answered 404.
  const page = loaderData as Awaited<ReturnType<typeof loader>> | undefined;
  if (page === undefined) return [];
  return pageMeta({
    title: page.title,
    description: page.description,
    path: page.path,
    image: { path: page.card, alt: page.title },
  });
};

export default function ProjectRoute({ loaderData: project }: Route.ComponentProps) {
  const { writeUp, pictures, previous, next } = project;
  return (
    <article data-pagefind-body className="mx-auto max-w-4xl px-4 pb-8 pt-28 sm:px-6 md:pt-36">
      <ProjectStructuredData project={project} image={pictures[0]?.img.src ?? ''} />
      <BackLink to="/projects">
        <Words of={copy.project} name="backLink" />
      </BackLink>
      <h1 className="mt-6 font-display text-4xl font-bold sm:text-5xl" {...project.languages.title}>
        {project.title}
      </h1>
      <p className="mt-4 max-w-2xl text-lg text-muted" {...project.languages.description}>
        {project.description}
      </p>
      <ProjectTags tags={project.tags} className="mt-6" />
      <div className="mt-8 flex flex-wrap gap-3">
        <LiveLink title={project.title} href={project.liveLink} />
        {project.repoLink === null ? null : (
          <a
            href={project.repoLink}
            target="_blank"
            rel="noopener noreferrer"
            className={`border border-line bg-ink-850 text-fg ${pillLinkClass}`}
          >
            <HiCodeBracket aria-hidden="true" className="size-4" />
            <Words of={copy.project} name="repoLink" />
            <span className="sr-only">{` ${copy.opensInNewTab}`}</span>
          </a>
        )}
      </div>

      <section aria-labelledby="gallery" className="mt-12">
        <h2 id="gallery" className="font-display text-2xl font-semibold">
          <Words of={copy.project} name="galleryHeading" />
        </h2>
        <div className="mt-5">
          <Island
            of={gallery}
            props={{
              alts: pictures.map((_, index) =>
                fill(copy.projects.screenshotAlt, {
                  title: project.title,
                  number: index + 1,
                  count: pictures.length,
                }),
              ),
              pictures,
            }}
          />
        </div>
      </section>

      {writeUp === null ? null : (
        <section aria-labelledby="write-up" className="mt-12">
          <h2 id="write-up" className="font-display text-2xl font-semibold">
            <Words of={copy.project} name="writeUpHeading" />
          </h2>
          <MarkdownBlocks
            blocks={writeUp}
            className="mt-5 max-w-2xl"
            {...project.languages.writeUp}
          />
        </section>
      )}

      <NeighbourLinks
        label={copy.project.neighboursLabel}
        previous={previous === null ? null : { ...previous, label: copy.project.previousProject }}
        next={next === null ? null : { ...next, label: copy.project.nextProject }}
      />
    </article>
  );
}
