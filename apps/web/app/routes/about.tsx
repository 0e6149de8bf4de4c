import { identity } from '@portfolio/content/identity';
import { PageHeader } from '../components/page-header.tsx';
import { pageMeta } from '../lib/page-meta.ts';

export const meta = () =>
  pageMeta({
    title: 'About',
    description: `The story, experience and services of ${identity.fullName}, ${identity.role}.`,
    path: '/about',
  });

export default function AboutRoute() {
  return (
    <div className="px-4 pb-8 pt-28 sm:px-6 md:pt-36">
      <PageHeader eyebrow="About" title="Get To Know More About Me" />
    </div>
  );
}
