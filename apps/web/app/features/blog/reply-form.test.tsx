// The reply form under a post: a form the browser posts itself (the post, the page's language, a
// trap, required name and reply, optional website and e-mail); with its script, sent as JSON with a
// proof of work and answered in place, the reader's words kept while a field is to be checked.
import { copy } from '@portfolio/content/copy';
import { honeypotField, proofOfWorkField } from '@portfolio/contract/contact-query-limits';
import { replyLimits } from '@portfolio/contract/replies';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { enhanceReplyForm } from '../../behaviours/reply-form.ts';
import type { SendDeps as ReplyFormDeps } from '../../behaviours/send-in-place.ts';
import { ReplyForm } from './reply-form.tsx';

const { form: labels, results } = copy.replies;

function page(deps: ReplyFormDeps) {
  document.body.innerHTML = renderToString(
    <ReplyForm endpoint="http://api.test/replies" post="/blog/a-post" />,
  );
  const form = document.querySelector('form');
  if (form === null) throw new Error('no form');
  const controller = new AbortController();
  enhanceReplyForm(form, controller.signal, deps);
  return form;
}

const field = (label: string) => screen.getByLabelText(label, { exact: false });

afterEach(() => {
  document.body.innerHTML = '';
  vi.restoreAllMocks();
});

describe('the reply form under a post', () => {
  it('is a form the browser posts itself, with the post, the language and a trap', () => {
    document.body.innerHTML = renderToString(
      <ReplyForm endpoint="http://api.test/replies" post="/hi/blog/a-post" />,
    );
    const form = screen.getByRole('form', { name: labels.heading });
    expect(form.getAttribute('method')).toBe('post');
    expect(form.getAttribute('action')).toBe('http://api.test/replies');
    const data = new FormData(form as HTMLFormElement);
    expect(data.get('post')).toBe('/hi/blog/a-post');
    expect(data.get('language')).toBe(copy.language);
    expect(data.get(honeypotField)).toBe('');
    expect(field(labels.name)).toHaveProperty('required', true);
    expect(field(labels.message)).toHaveProperty('maxLength', replyLimits.message);
    expect(field(labels.site)).toHaveProperty('required', false);
    expect(field(labels.site)).toHaveProperty('type', 'url');
    expect(field(labels.email)).toHaveProperty('required', false);
    expect(field(labels.email).getAttribute('aria-describedby')).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe('');
  });

  it('is not there when the build has no API of this project', () => {
    expect(renderToString(<ReplyForm endpoint="" post="/blog/a" />)).toBe('');
  });

  it('sends the reply as JSON with a proof of work, and says in place that it awaits the author', async () => {
    const post = vi.fn<ReplyFormDeps['post']>().mockResolvedValue({ status: 202, fields: [] });
    const form = page({ prove: () => Promise.resolve('solved'), post });
    const user = userEvent.setup();
    await user.type(field(labels.name), 'Ana');
    await user.type(field(labels.message), 'Nice post');
    await user.type(field(labels.email), 'ana@example.com');
    await user.click(screen.getByRole('button', { name: labels.submit }));
    await waitFor(() =>
      expect(screen.getByRole('status').textContent).toBe(
        `${results.sent.heading}. ${results.sent.text}`,
      ),
    );
    expect(post).toHaveBeenCalledWith('http://api.test/replies', {
      post: '/blog/a-post',
      language: copy.language,
      name: 'Ana',
      message: 'Nice post',
      site: '',
      email: 'ana@example.com',
      [honeypotField]: '',
      [proofOfWorkField]: 'solved',
    });
    expect(form.hidden).toBe(true);
    expect(document.activeElement).toBe(screen.getByRole('status'));
  });

  it('marks and focuses the fields the API names, keeping what the reader wrote', async () => {
    const post = vi
      .fn<ReplyFormDeps['post']>()
      .mockResolvedValue({ status: 400, fields: ['site'] });
    page({ prove: () => Promise.resolve('solved'), post });
    const user = userEvent.setup();
    await user.type(field(labels.name), 'Ana');
    await user.type(field(labels.message), 'Kept words');
    await user.click(screen.getByRole('button', { name: labels.submit }));
    await waitFor(() => expect(field(labels.site).getAttribute('aria-invalid')).toBe('true'));
    expect(document.activeElement).toBe(field(labels.site));
    expect(field(labels.message)).toHaveProperty('value', 'Kept words');
    expect(screen.getByRole('status').textContent).toBe(
      `${results.check.heading} ${results.check.text}`,
    );
  });

  it('says it was not sent when no answer comes, and the reader may send again', async () => {
    const post = vi
      .fn<ReplyFormDeps['post']>()
      .mockResolvedValueOnce(undefined)
      .mockResolvedValueOnce({ status: 202, fields: [] });
    page({ prove: () => Promise.resolve('solved'), post });
    const user = userEvent.setup();
    await user.type(field(labels.name), 'Ana');
    await user.type(field(labels.message), 'Again');
    await user.click(screen.getByRole('button', { name: labels.submit }));
    await waitFor(() =>
      expect(screen.getByRole('status').textContent).toBe(
        `${results.notSent.heading}. ${results.notSent.text}`,
      ),
    );
    await user.click(screen.getByRole('button', { name: labels.submit }));
    await waitFor(() => expect(post).toHaveBeenCalledTimes(2));
  });
});
