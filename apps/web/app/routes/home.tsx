import { identity } from '@portfolio/content/identity';
import { Hero } from '../features/home/hero.tsx';
import { PersonStructuredData } from '../features/home/person-structured-data.tsx';
import { profilePicture, profilePictureSizes } from '../features/home/profile-picture.ts';
import { pageMeta } from '../lib/page-meta.ts';
import { picturePreload } from '../lib/picture-preload.ts';

export const links = () => [picturePreload(profilePicture, profilePictureSizes)];

export const meta = () =>
  pageMeta({
    title: 'Home',
    description: `${identity.fullName}, ${identity.role} based in ${identity.location.city}, ${identity.location.country}. ${identity.availability.label}.`,
    path: '/',
  });

export default function HomeRoute() {
  return (
    <>
      <Hero />
      <PersonStructuredData />
    </>
  );
}
