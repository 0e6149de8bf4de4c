// The trap the forms without a framework carry (the newsletter's, a reply's): a field people never
// see and assistive technology never announces, which only a bot that fills every input fills
// (the API files what it sends as spam). The contact form's island writes its own: sharing this
// put 0.3 KiB on that island's bundle, whose bar is close (npm run budget).
import { honeypotField } from '@portfolio/contract/contact-query-limits';
import { copy } from '@portfolio/content/copy';

export function HoneypotField({
  idPrefix,
}: {
  /** The form's own id, so two forms on a page have two traps. */
  idPrefix: string;
}) {
  return (
    <div aria-hidden="true" className="absolute -start-[9999px] size-px overflow-hidden">
      <label htmlFor={`${idPrefix}-${honeypotField}`}>{copy.contact.form.honeypot}</label>
      <input
        id={`${idPrefix}-${honeypotField}`}
        name={honeypotField}
        type="text"
        tabIndex={-1}
        autoComplete="off"
      />
    </div>
  );
}
