import { identity } from '@portfolio/content/identity';
import { Hero } from '../features/home/hero.tsx';
import { pageMeta } from '../lib/page-meta.ts';

export const meta = () =>
  pageMeta({
    title: 'Home',
    description: `${identity.fullName}, ${identity.role} based in ${identity.location.city}, ${identity.location.country}. ${identity.availability.label}.`,
    path: '/',
  });

export default function HomeRoute() {
  return <Hero />;
}
