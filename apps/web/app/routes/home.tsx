import { identity } from '@portfolio/content/identity';
import { copy } from '@portfolio/content/copy';
import { fill } from '@portfolio/content/schema/fill';
import { Hero } from '../features/home/hero.tsx';
import { PersonStructuredData } from '../features/home/person-structured-data.tsx';
import { profilePicture, profilePictureSizes } from '../features/home/profile-picture.ts';
import { pageMeta } from '../lib/page-meta.ts';
import { preloadPicture } from '../lib/picture-preload.ts';

export const meta = () =>
  pageMeta({
    title: copy.home.title,
    description: fill(copy.home.description, { availability: identity.availability.label }),
    path: '/',
  });

export default function HomeRoute() {
  // The portrait is the largest picture in view when the page opens.
  preloadPicture(profilePicture, profilePictureSizes);
  return (
    <>
      <Hero />
      <PersonStructuredData />
    </>
  );
}
