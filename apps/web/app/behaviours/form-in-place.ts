// The forms that send in place, fetched as one file on the first focus inside either
// (enhance-page.ts): the newsletter's (newsletter-form.ts) and a reply's (reply-form.ts).
import { newsletterFormAttribute } from './hook-attributes.ts';
import { enhanceNewsletterForm } from './newsletter-form.ts';
import { enhanceReplyForm } from './reply-form.ts';

export function enhanceFormInPlace(form: HTMLFormElement, signal?: AbortSignal): void {
  if (form.hasAttribute(newsletterFormAttribute)) enhanceNewsletterForm(form, signal);
  else enhanceReplyForm(form, signal);
}
