import { identity } from '@portfolio/content/identity';
import { skills } from '@portfolio/content/skills';
import { PageHeader } from '../components/page-header.tsx';
import { Particles } from '../features/skills/particles.tsx';
import { SkillCard } from '../features/skills/skill-card.tsx';
import { pageMeta } from '../lib/page-meta.ts';

export const meta = () =>
  pageMeta({
    title: 'Expertise',
    description: `The skills, tools and technologies ${identity.fullName} works with: ${skills
      .slice(0, 6)
      .map((skill) => skill.name)
      .join(', ')} and more.`,
    path: '/skills',
  });

export default function SkillsRoute() {
  return (
    <div className="relative isolate px-4 pb-8 pt-28 sm:px-6 md:pt-36">
      <Particles />
      <PageHeader eyebrow="Expertise" title="Explore My Technical Skills">
        <p>The skills, tools and technologies I am really good at</p>
      </PageHeader>
      <ul
        aria-label="Skills"
        className="mx-auto mt-14 grid max-w-6xl grid-cols-2 gap-4 sm:grid-cols-3 md:grid-cols-4 lg:grid-cols-6"
      >
        {skills.map((skill, index) => (
          <SkillCard key={skill.name} skill={skill} index={index} />
        ))}
      </ul>
    </div>
  );
}
