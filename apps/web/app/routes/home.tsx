import { identity } from '@portfolio/content/identity';
import { posts } from '@portfolio/content-model/site-pages';
import type { Route } from './+types/home';
import { copy } from '@portfolio/content/copy';
import { fill } from '@portfolio/content-model/fill';
import { Hero } from '../features/home/hero.tsx';
import { PersonStructuredData } from '../features/home/person-structured-data.tsx';
import { profilePicture, profilePictureSizes } from '../features/home/profile-picture.ts';
import { LatestPosts } from '../features/blog/latest-posts.tsx';
import { summaryOf } from '../features/blog/post-summary.ts';
import { pageMeta } from '../lib/page-meta.ts';
import { preloadPicture } from '../lib/picture-preload.ts';

/** Runs at build time only: the latest three posts, when the site has a blog. */
export function loader() {
  return { latest: posts.slice(0, 3).map(summaryOf) };
}

export const meta = () =>
  pageMeta({
    title: copy.home.title,
    description: fill(copy.home.description, { availability: identity.availability.label }),
    path: '/',
  });

export default function HomeRoute({ loaderData }: Route.ComponentProps) {
  // The portrait is the largest picture in view when the page opens.
  preloadPicture(profilePicture, profilePictureSizes);
  return (
    <>
      <Hero />
      <LatestPosts posts={loaderData.latest} />
      <PersonStructuredData />
    </>
  );
}
