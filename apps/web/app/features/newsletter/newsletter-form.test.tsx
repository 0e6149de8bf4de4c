import { copy } from '@portfolio/content/copy';
import { fill } from '@portfolio/content-model/fill';
import { honeypotField, proofOfWorkField } from '@portfolio/contract/contact-query-limits';
import { newsletterEmailMax } from '@portfolio/contract/newsletter';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { enhanceNewsletterForm } from '../../behaviours/newsletter-form.ts';
import { answerOf } from '../../behaviours/send-in-place.ts';
import { enhancePage } from '../../behaviours/enhance-page.ts';
import type { SendDeps as NewsletterFormDeps } from '../../behaviours/send-in-place.ts';
import { NewsletterForm } from './newsletter-form.tsx';

const words = copy.newsletter;
const { results } = words;

/** The form as the build writes it, with its script set to send through `deps`. */
function page(deps: NewsletterFormDeps, endpoint = 'http://api.test/newsletter') {
  document.body.innerHTML = renderToString(<NewsletterForm endpoint={endpoint} />);
  const controller = new AbortController();
  const form = document.querySelector('form');
  if (form === null) throw new Error('no form');
  enhanceNewsletterForm(form, controller.signal, deps);
  return controller;
}

const field = () => screen.getByLabelText(words.email);
const button = () => screen.getByRole('button', { name: words.submit });

afterEach(() => {
  document.body.innerHTML = '';
});

describe('the form to follow the posts by e-mail', () => {
  it('is a form the browser posts itself: one required e-mail field named email, the language, a trap', () => {
    document.body.innerHTML = renderToString(
      <NewsletterForm endpoint="http://api.test/newsletter" />,
    );
    const region = screen.getByRole('region', { name: words.heading });
    const form = region.querySelector('form');
    expect(form?.getAttribute('method')).toBe('post');
    expect(form?.getAttribute('action')).toBe('http://api.test/newsletter');
    expect(field()).toHaveProperty('name', 'email');
    expect(field()).toHaveProperty('type', 'email');
    expect(field()).toHaveProperty('required', true);
    expect(field()).toHaveProperty('maxLength', newsletterEmailMax);
    const data = new FormData(form ?? undefined);
    expect(data.get('language')).toBe(copy.language);
    expect(data.get(honeypotField)).toBe('');
    // Nothing is said before the reader sends.
    expect(screen.getByRole('status').textContent).toBe('');
  });

  it('is not there when the build has no newsletter', () => {
    expect(renderToString(<NewsletterForm endpoint="" />)).toBe('');
  });

  it('sends the address with a proof of work and says in place to check the inbox', async () => {
    const post = vi.fn<NewsletterFormDeps['post']>().mockResolvedValue({ status: 202, fields: [] });
    page({ prove: () => Promise.resolve('solved'), post });
    const user = userEvent.setup();
    await user.type(field(), '  reader@example.com ');
    await user.click(button());
    await waitFor(() =>
      expect(screen.getByRole('status').textContent).toBe(
        `${results.sent.heading}. ${results.sent.text}`,
      ),
    );
    expect(post).toHaveBeenCalledWith('http://api.test/newsletter', {
      email: 'reader@example.com',
      language: copy.language,
      [honeypotField]: '',
      [proofOfWorkField]: 'solved',
    });
    // The answer takes the form's place, and the focus with it.
    expect(document.querySelector('form')?.hidden).toBe(true);
    expect(document.activeElement).toBe(screen.getByRole('status'));
  });

  it('keeps what was typed and names the field when the API refuses the address', async () => {
    page({
      prove: () => Promise.resolve('solved'),
      post: () => Promise.resolve({ status: 400, fields: ['email'] }),
    });
    const user = userEvent.setup();
    await user.type(field(), 'reader@example.com');
    await user.click(button());
    await waitFor(() => expect(field().getAttribute('aria-invalid')).toBe('true'));
    expect(screen.getByRole('status').textContent).toBe(
      fill(results.check.text, { max: newsletterEmailMax }),
    );
    expect(field()).toHaveProperty('value', 'reader@example.com');
    expect(document.activeElement).toBe(field());
  });

  it('says it was not sent when the API is down or busy, keeps the address, and may send again', async () => {
    const post = vi
      .fn<NewsletterFormDeps['post']>()
      .mockResolvedValueOnce(undefined)
      .mockResolvedValueOnce({ status: 202, fields: [] });
    page({ prove: () => Promise.resolve('solved'), post });
    const user = userEvent.setup();
    await user.type(field(), 'reader@example.com');
    await user.click(button());
    await waitFor(() =>
      expect(screen.getByRole('status').textContent).toBe(
        `${results.notSent.heading}. ${results.notSent.text}`,
      ),
    );
    expect(field()).toHaveProperty('value', 'reader@example.com');
    expect(button()).toHaveProperty('disabled', false);
    await user.click(button());
    await waitFor(() => expect(document.querySelector('form')?.hidden).toBe(true));
    expect(post).toHaveBeenCalledTimes(2);
  });

  it('lets the browser post it when no proof of work can be had', async () => {
    const post = vi.fn<NewsletterFormDeps['post']>();
    page({ prove: () => Promise.resolve(undefined), post });
    const submit = vi
      .spyOn(HTMLFormElement.prototype, 'submit')
      .mockImplementation(() => undefined);
    const user = userEvent.setup();
    await user.type(field(), 'reader@example.com');
    await user.click(button());
    await waitFor(() => expect(submit).toHaveBeenCalledTimes(1));
    expect(post).not.toHaveBeenCalled();
    submit.mockRestore();
  });

  it('fetches its script only when the reader reaches into the form, and then starts the proof', async () => {
    document.body.innerHTML = renderToString(
      <NewsletterForm endpoint="http://api.test/newsletter" />,
    );
    const challenge = vi
      .spyOn(globalThis, 'fetch')
      .mockResolvedValue(new Response('{}', { status: 503 }));
    const controller = new AbortController();
    enhancePage(document, controller.signal);
    // Whatever the page would fetch by itself has arrived, and asked for nothing.
    await vi.dynamicImportSettled();
    expect(challenge).not.toHaveBeenCalled();
    field().focus();
    await waitFor(() =>
      expect(challenge).toHaveBeenCalledWith(__CHALLENGE_ENDPOINT__, expect.anything()),
    );
    controller.abort();
    challenge.mockRestore();
  });

  it('reads an answer’s status as the reader should hear it', () => {
    expect([202, 200, 400, 422, 415, 429, 503, undefined].map(answerOf)).toEqual([
      'sent',
      'sent',
      'check',
      'check',
      'not-sent',
      'not-sent',
      'not-sent',
      'not-sent',
    ]);
  });
});
