import { copy } from '@portfolio/content/copy';
import { fill } from '@portfolio/content-model/fill';
import { skills } from '@portfolio/content/skills';
import { PageHeader } from '../components/page-header.tsx';
import { Particles } from '../features/skills/particles.tsx';
import { SkillCard } from '../features/skills/skill-card.tsx';
import { pageMeta } from '../lib/page-meta.ts';
import { Words } from '../components/words.tsx';

export const meta = () =>
  pageMeta({
    title: copy.skills.title,
    description: fill(copy.skills.description, {
      skills: skills
        .slice(0, 6)
        .map((skill) => skill.name)
        .join(', '),
    }),
    path: '/skills',
  });

export default function SkillsRoute() {
  return (
    <div className="relative isolate px-4 pb-8 pt-28 sm:px-6 md:pt-36">
      <Particles />
      <PageHeader
        eyebrow={
          <Words of={copy.skills} name="eyebrow">
            {fill(copy.skills.eyebrow)}
          </Words>
        }
        title={
          <Words of={copy.skills} name="heading">
            {fill(copy.skills.heading)}
          </Words>
        }
      >
        <p>
          <Words of={copy.skills} name="intro">
            {fill(copy.skills.intro)}
          </Words>
        </p>
      </PageHeader>
      <ul
        aria-label={copy.skills.listLabel}
        className="mx-auto mt-14 flex max-w-6xl flex-wrap justify-center gap-4"
      >
        {skills.map((skill, index) => (
          <SkillCard key={skill.name} skill={skill} index={index} />
        ))}
      </ul>
    </div>
  );
}
