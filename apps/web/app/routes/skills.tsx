import { identity } from '@portfolio/content/identity';
import { PageHeader } from '../components/page-header.tsx';
import { pageMeta } from '../lib/page-meta.ts';

export const meta = () =>
  pageMeta({
    title: 'Expertise',
    description: `The skills, tools and technologies ${identity.fullName} works with.`,
    path: '/skills',
  });

export default function SkillsRoute() {
  return (
    <div className="px-4 pb-8 pt-28 sm:px-6 md:pt-36">
      <PageHeader eyebrow="Expertise" title="Explore My Technical Skills">
        <p>The skills, tools and technologies I am really good at</p>
      </PageHeader>
    </div>
  );
}
