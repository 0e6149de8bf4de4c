import { untranslated } from '@portfolio/content-model/translation';
import { identity } from '@portfolio/content/identity';
import { copy } from '@portfolio/content/copy';
import { fill } from '@portfolio/content-model/fill';
import { PageHeader } from '../components/page-header.tsx';
import contactForm from '../features/contact/contact.island.tsx';
import { Island } from '../islands/island.tsx';
import { Spotlight } from '../features/contact/spotlight.tsx';
import { pageMeta } from '../lib/page-meta.ts';
import { Words } from '../components/words.tsx';

export const meta = () =>
  pageMeta({
    title: copy.contact.title,
    description: fill(copy.contact.description),
    path: '/contact',
  });

export default function ContactRoute() {
  return (
    <Spotlight>
      <div className="px-4 pb-8 pt-28 sm:px-6 md:pt-36">
        <PageHeader
          eyebrow={
            <Words of={copy.contact} name="eyebrow">
              {fill(copy.contact.eyebrow)}
            </Words>
          }
          title={
            <Words of={copy.contact} name="heading">
              {fill(copy.contact.heading)}
            </Words>
          }
        >
          <p {...untranslated(identity.availability, 'contactLine')}>
            {identity.availability.contactLine}
          </p>
        </PageHeader>
        <Island of={contactForm} props={{}} />
      </div>
    </Spotlight>
  );
}
