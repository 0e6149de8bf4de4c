import { untranslated } from '@portfolio/content-model/translation';
import { identity } from '@portfolio/content/identity';
import { copy } from '@portfolio/content/copy';
import { fill } from '@portfolio/content-model/fill';
import { PageHeader } from '../components/page-header.tsx';
import contactForm from '../features/contact/contact.island.tsx';
import { Island } from '../islands/island.tsx';
import { Spotlight } from '../features/contact/spotlight.tsx';
import { pageMeta } from '../lib/page-meta.ts';

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
        <PageHeader eyebrow={fill(copy.contact.eyebrow)} title={fill(copy.contact.heading)}>
          <p {...untranslated(identity.availability, 'contactLine')}>
            {identity.availability.contactLine}
          </p>
        </PageHeader>
        <Island of={contactForm} props={{}} />
      </div>
    </Spotlight>
  );
}
