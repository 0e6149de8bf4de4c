import { untranslated } from '@portfolio/content-model/translation';
import type { CSSProperties } from 'react';
import type { Skill } from '@portfolio/content-model/skills-schema';
import { skillCardDelayMs } from '../../lib/entrance-delay.ts';
import { ContentIcon } from '../../components/content-icon.tsx';

export function SkillCard({ skill, index }: { skill: Skill; index: number }) {
  const [from, to] = skill.gradient;
  return (
    <li
      // Focusable so keyboard visitors get the same underline highlight as a hover (issue #3).
      // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
      tabIndex={0}
      className="skill-colours group relative flex basis-[calc((100%-1rem)/2)] animate-enter flex-col items-center gap-4 rounded-2xl border border-line bg-ink-850 px-4 py-7 text-center transition-[transform,border-color] hover:-translate-y-1 hover:border-accent-from/40 focus-visible:-translate-y-1 sm:basis-[calc((100%-2rem)/3)] md:basis-[calc((100%-3rem)/4)] lg:basis-[calc((100%-5rem)/6)]"
      style={
        {
          animationDelay: `${skillCardDelayMs(index)}ms`,
          '--skill-from': from,
          '--skill-to': to,
        } as CSSProperties
      }
    >
      <span
        className="grid size-14 place-items-center rounded-2xl"
        style={{
          background:
            'linear-gradient(135deg, color-mix(in oklab, var(--skill-a) 15%, transparent), color-mix(in oklab, var(--skill-b) 15%, transparent))',
        }}
      >
        <ContentIcon name={skill.icon} className="size-8" style={{ color: 'var(--skill-a)' }} />
      </span>
      <span className="font-medium text-fg" {...untranslated(skill, 'name')}>
        {skill.name}
      </span>
      <span
        aria-hidden="true"
        data-underline=""
        className="absolute inset-x-6 bottom-3 h-0.5 origin-left scale-x-0 rounded-full transition-transform duration-300 group-hover:scale-x-100 group-focus-visible:scale-x-100"
        style={{ background: 'linear-gradient(90deg, var(--skill-a), var(--skill-b))' }}
      />
    </li>
  );
}
