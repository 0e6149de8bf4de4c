import { untranslated } from '@portfolio/content-model/translation';
import { about } from '@portfolio/content/about';
import { SectionHeading } from './section-heading.tsx';
import { fill } from '@portfolio/content-model/fill';
import { copy } from '@portfolio/content/copy';
import { ContentIcon } from '../../components/content-icon.tsx';
import { Words } from '../../components/words.tsx';

export function StorySection() {
  return (
    <section aria-labelledby="about-story" className="mx-auto max-w-6xl">
      <SectionHeading
        id="about-story"
        eyebrow={
          <Words of={copy.about.story} name="eyebrow">
            {fill(copy.about.story.eyebrow)}
          </Words>
        }
        title={
          <Words of={copy.about.story} name="heading">
            {fill(copy.about.story.heading)}
          </Words>
        }
      />
      <div className="grid gap-10 lg:grid-cols-[1.2fr_1fr]">
        <div className="space-y-5 text-lg text-muted">
          {about.story.paragraphs.map((paragraph, index) => (
            <p key={paragraph} {...untranslated(about.story.paragraphs, index)}>
              {paragraph}
            </p>
          ))}
        </div>
        <ul className="grid gap-4">
          {about.story.highlights.map((highlight) => {
            return (
              <li
                key={highlight.title}
                className="flex gap-4 rounded-2xl border border-line bg-ink-850 p-5"
              >
                <ContentIcon
                  name={highlight.icon}
                  className="mt-1 size-6 shrink-0 text-accent-from"
                />
                <div>
                  <h3
                    className="font-display text-lg font-semibold"
                    {...untranslated(highlight, 'title')}
                  >
                    {highlight.title}
                  </h3>
                  <p className="mt-1 text-muted" {...untranslated(highlight, 'description')}>
                    {highlight.description}
                  </p>
                </div>
              </li>
            );
          })}
        </ul>
      </div>
    </section>
  );
}
