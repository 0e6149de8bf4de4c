import { copy } from '@portfolio/content/copy';
import { fill } from '@portfolio/content-model/fill';
import { PageHeader } from '../components/page-header.tsx';
import { ExperienceSection } from '../features/about/experience-section.tsx';
import { ServicesSection } from '../features/about/services-section.tsx';
import { StatsSection } from '../features/about/stats-section.tsx';
import { StorySection } from '../features/about/story-section.tsx';
import { pageMeta } from '../lib/page-meta.ts';
import { Words } from '../components/words.tsx';

export const meta = () =>
  pageMeta({
    title: copy.about.title,
    description: fill(copy.about.description),
    path: '/about',
  });

export default function AboutRoute() {
  return (
    <div className="space-y-24 px-4 pb-8 pt-28 sm:px-6 md:pt-36">
      <PageHeader
        eyebrow={
          <Words of={copy.about} name="eyebrow">
            {fill(copy.about.eyebrow)}
          </Words>
        }
        title={
          <Words of={copy.about} name="heading">
            {fill(copy.about.heading)}
          </Words>
        }
      />
      <StorySection />
      <ExperienceSection />
      <StatsSection />
      <ServicesSection />
    </div>
  );
}
