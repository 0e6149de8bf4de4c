import { identity } from '@portfolio/content/identity';
import { PageHeader } from '../components/page-header.tsx';
import { ContactForm } from '../features/contact/contact-form.tsx';
import { Spotlight } from '../features/contact/spotlight.tsx';
import { pageMeta } from '../lib/page-meta.ts';

export const meta = () =>
  pageMeta({
    title: 'Contact',
    description: `Send ${identity.fullName} a message about your project or freelance work.`,
    path: '/contact',
  });

export default function ContactRoute() {
  return (
    <Spotlight>
      <div className="px-4 pb-8 pt-28 sm:px-6 md:pt-36">
        <PageHeader eyebrow="Contact" title="Get In Touch with Me">
          <p>{identity.availability.contactLine}</p>
        </PageHeader>
        <ContactForm />
      </div>
    </Spotlight>
  );
}
