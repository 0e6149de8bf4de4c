import { identity } from '@portfolio/content/identity';
import { PageHeader } from '../components/page-header.tsx';
import { ExperienceSection } from '../features/about/experience-section.tsx';
import { ServicesSection } from '../features/about/services-section.tsx';
import { StatsSection } from '../features/about/stats-section.tsx';
import { StorySection } from '../features/about/story-section.tsx';
import { pageMeta } from '../lib/page-meta.ts';

export const meta = () =>
  pageMeta({
    title: 'About',
    description: `The story, experience and services of ${identity.fullName}, ${identity.role} in ${identity.location.city}.`,
    path: '/about',
  });

export default function AboutRoute() {
  return (
    <div className="space-y-24 px-4 pb-8 pt-28 sm:px-6 md:pt-36">
      <PageHeader eyebrow="About" title="Get To Know More About Me" />
      <StorySection />
      <ExperienceSection />
      <StatsSection />
      <ServicesSection />
    </div>
  );
}
