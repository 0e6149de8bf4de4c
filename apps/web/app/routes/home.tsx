import { identity } from '@portfolio/content/identity';
import { Hero } from '../features/home/hero.tsx';
import { PersonStructuredData } from '../features/home/person-structured-data.tsx';
import { profilePicture, profilePictureSizes } from '../features/home/profile-picture.ts';
import { pageMeta } from '../lib/page-meta.ts';
import { preloadPicture } from '../lib/picture-preload.ts';

export const meta = () =>
  pageMeta({
    title: 'Home',
    description: `${identity.fullName}, ${identity.role} based in ${identity.location.city}, ${identity.location.country}. ${identity.availability.label}.`,
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
