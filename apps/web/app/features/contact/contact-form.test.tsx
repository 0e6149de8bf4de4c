import { copy } from '@portfolio/content/copy';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import { createChallenge } from 'altcha-lib';
import type { Challenge } from 'altcha-lib/types';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { Toaster } from '../../components/toaster.tsx';
import { goTo } from '../../lib/go-to.ts';
import { showPendingToast } from '../../lib/pending-toast.ts';
import { ContactForm } from './contact-form.tsx';
import { deriveKey } from '../../lib/proof-of-work-derive-key.ts';

vi.mock('../../lib/go-to.ts', () => ({ goTo: vi.fn() }));

/** The form's island beside the page's toast region (a root of its own in the browser). */
function renderContactPage() {
  return render(
    <>
      <Toaster label={copy.notifications} />
      <ContactForm />
    </>,
  );
}

async function fillIn(
  user: ReturnType<typeof userEvent.setup>,
  values = { name: 'Priya', email: 'priya@example.com', message: 'Build me an app' },
) {
  await user.type(screen.getByLabelText(copy.contact.form.name), values.name);
  await user.type(screen.getByLabelText(copy.contact.form.email), values.email);
  await user.type(screen.getByLabelText(copy.contact.form.message), values.message);
}

function bodyOf(init: RequestInit | undefined): Record<string, unknown> {
  return JSON.parse(typeof init?.body === 'string' ? init.body : '{}') as Record<string, unknown>;
}

function deferred() {
  let resolve: (response: Response) => void = () => undefined;
  const promise = new Promise<Response>((done) => {
    resolve = done;
  });
  return { promise, resolve };
}

/** An easy challenge, unsigned (the API's signature is its own business), as the API hands out. */
let challenge: Challenge;
beforeAll(async () => {
  challenge = {
    ...(await createChallenge({ algorithm: 'SHA-256', cost: 1, keyPrefix: '0', deriveKey })),
    signature: 'signed-by-the-api',
  };
});

describe('ContactForm', () => {
  let fetchMock: ReturnType<typeof vi.fn<typeof fetch>>;
  /** Challenges are handed out; the contact endpoint answers as `contact` says. */
  const answering = (contact: () => Promise<Response>) =>
    fetchMock.mockImplementation((url) =>
      url === __CHALLENGE_ENDPOINT__ ? Promise.resolve(Response.json(challenge)) : contact(),
    );
  const sent = () => fetchMock.mock.calls.filter(([url]) => url === __CONTACT_ENDPOINT__);
  beforeEach(() => {
    fetchMock = vi.fn<typeof fetch>();
    vi.stubGlobal('fetch', fetchMock);
    answering(() => Promise.resolve(new Response(null, { status: 201 })));
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    window.sessionStorage.clear();
  });

  it('labels its fields as the spec does, with limits that match the API', () => {
    renderContactPage();
    expect(screen.getByLabelText(copy.contact.form.name)).toHaveAttribute('maxLength', '100');
    expect(screen.getByLabelText(copy.contact.form.email)).toHaveAttribute('type', 'email');
    expect(screen.getByLabelText(copy.contact.form.email)).toHaveAttribute('maxLength', '254');
    const message = screen.getByLabelText(copy.contact.form.message);
    expect(message.tagName).toBe('TEXTAREA');
    expect(message).toHaveAttribute('rows', '6');
    expect(message).toHaveAttribute('maxLength', '5000');
    expect(screen.getByRole('button', { name: copy.contact.form.send })).toBeInTheDocument();
  });

  it('warns and sends nothing when a field is empty or only spaces', async () => {
    const user = userEvent.setup();
    renderContactPage();
    await fillIn(user, { name: 'Priya', email: 'priya@example.com', message: '   ' });
    await user.click(screen.getByRole('button', { name: copy.contact.form.send }));
    expect(await screen.findByText(copy.contact.toasts.required)).toBeInTheDocument();
    expect(sent()).toHaveLength(0);
  });

  it('shows Please Wait and locks scrolling while sending, then thanks the visitor and goes home', async () => {
    const answer = deferred();
    answering(() => answer.promise);
    const user = userEvent.setup();
    renderContactPage();
    await fillIn(user);
    await user.click(screen.getByRole('button', { name: copy.contact.form.send }));

    expect(screen.getByRole('status')).toHaveTextContent(copy.contact.pleaseWait);
    expect(screen.queryByRole('button', { name: copy.contact.form.send })).not.toBeInTheDocument();
    expect(document.documentElement.style.overflow).toBe('hidden');

    await waitFor(() => expect(sent()).toHaveLength(1));
    await act(async () => {
      answer.resolve(new Response(null, { status: 201 }));
      await answer.promise;
    });
    // Home opens in this tab, with the loader kept until it replaces the page.
    await waitFor(() => expect(goTo).toHaveBeenCalledWith('/'));
    expect(screen.getByRole('status')).toHaveTextContent(copy.contact.pleaseWait);
    // Home shows the thanks the form left it, once.
    act(() => showPendingToast(window.sessionStorage));
    expect(await screen.findByText(copy.contact.toasts.success)).toBeInTheDocument();
    expect(window.sessionStorage.length).toBe(0);
  });

  it('on failure says so, logs the error, clears the form, stays, and can restore the message', async () => {
    answering(() => Promise.resolve(new Response(null, { status: 500 })));
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const user = userEvent.setup();
    renderContactPage();
    await fillIn(user);
    await user.click(screen.getByRole('button', { name: copy.contact.form.send }));

    expect(await screen.findByText(copy.contact.toasts.failure)).toBeInTheDocument();
    expect(consoleError).toHaveBeenCalledWith(
      expect.objectContaining({ message: 'The contact API answered 500' }),
    );
    expect(screen.getByLabelText(copy.contact.form.name)).toHaveValue('');
    expect(screen.getByLabelText(copy.contact.form.message)).toHaveValue('');
    expect(document.documentElement.style.overflow).toBe('');

    const restore = screen.getByRole('button', { name: copy.contact.form.restoreDraft });
    await waitFor(() => expect(restore).toHaveFocus());
    await user.click(restore);
    expect(screen.getByLabelText(copy.contact.form.name)).toHaveValue('Priya');
    expect(screen.getByLabelText(copy.contact.form.email)).toHaveValue('priya@example.com');
    expect(screen.getByLabelText(copy.contact.form.message)).toHaveValue('Build me an app');
  });

  it('sends once however fast the button is pressed twice', async () => {
    answering(() => deferred().promise);
    const user = userEvent.setup();
    renderContactPage();
    await fillIn(user);
    const form = screen.getByRole('button', { name: copy.contact.form.send }).closest('form');
    if (!form) throw new Error('no form');
    act(() => {
      form.requestSubmit();
      form.requestSubmit();
    });
    // The second submit was turned away at once, before the first had awaited anything.
    await waitFor(() => expect(sent()).toHaveLength(1));
  });

  it('sends the honeypot, which people never see', async () => {
    answering(() => Promise.resolve(new Response(null, { status: 201 })));
    const user = userEvent.setup();
    const { container } = renderContactPage();
    const honeypot = container.querySelector('input[name="website"]');
    expect(honeypot).toHaveAttribute('tabindex', '-1');
    expect(honeypot).toHaveAttribute('autocomplete', 'off');
    expect(honeypot?.closest('[aria-hidden="true"]')).not.toBeNull();
    await fillIn(user);
    await user.click(screen.getByRole('button', { name: copy.contact.form.send }));
    await waitFor(() => expect(sent()).toHaveLength(1));
    expect(bodyOf(sent()[0]?.[1])).toHaveProperty('website', '');
  });

  it('sends the proof of work it solved while the visitor typed, and how long filling in took', async () => {
    answering(() => Promise.resolve(new Response(null, { status: 201 })));
    const user = userEvent.setup();
    renderContactPage();
    await fillIn(user);
    // The challenge was asked for as soon as the visitor reached into the form.
    expect(fetchMock.mock.calls[0]?.[0]).toBe(__CHALLENGE_ENDPOINT__);
    await user.click(screen.getByRole('button', { name: copy.contact.form.send }));
    await waitFor(() => expect(sent()).toHaveLength(1));
    const body = bodyOf(sent()[0]?.[1]);
    const proof = JSON.parse(atob(String(body.altcha))) as {
      challenge: Challenge;
      solution: { counter: number; derivedKey: string };
    };
    expect(proof.challenge).toEqual(challenge);
    expect(proof.solution.derivedKey.startsWith(challenge.parameters.keyPrefix)).toBe(true);
    expect(body.fillTime).toBeGreaterThan(0);
  });

  it('still sends when no challenge can be had, without a proof of work', async () => {
    fetchMock.mockImplementation((url) =>
      Promise.resolve(new Response(null, { status: url === __CHALLENGE_ENDPOINT__ ? 503 : 201 })),
    );
    const user = userEvent.setup();
    renderContactPage();
    await fillIn(user);
    await user.click(screen.getByRole('button', { name: copy.contact.form.send }));
    await waitFor(() => expect(goTo).toHaveBeenCalledWith('/'));
    expect(bodyOf(sent()[0]?.[1])).not.toHaveProperty('altcha');
  });
});

describe('before JavaScript runs', () => {
  it('is a plain form the browser posts to the endpoint itself, urlencoded, with every field required', () => {
    const html = renderToString(<ContactForm />);
    const form = new DOMParser().parseFromString(html, 'text/html').querySelector('form');
    expect(form?.getAttribute('method')).toBe('post');
    expect(form?.getAttribute('action')).toBe('http://api.test/query/queryPost');
    // No enctype: the browser's default, application/x-www-form-urlencoded.
    expect(form?.hasAttribute('enctype')).toBe(false);
    const fields = [
      ...(form?.querySelectorAll('input:not([tabindex="-1"]):not([type="hidden"]), textarea') ??
        []),
    ];
    expect(
      fields.map((field) => [field.getAttribute('name'), field.hasAttribute('required')]),
    ).toEqual([
      ['name', true],
      ['email', true],
      ['message', true],
    ]);
    // The page's language travels with the form, for the inbox, the auto-reply and the answer's
    // page in that language.
    expect(
      form?.querySelector('input[type="hidden"][name="language"]')?.getAttribute('value'),
    ).toBe(copy.language);
  });

  it('once awake, leaves empty fields to its own warning (no required attributes)', () => {
    renderContactPage();
    for (const label of [
      copy.contact.form.name,
      copy.contact.form.email,
      copy.contact.form.message,
    ])
      expect(screen.getByLabelText(label)).not.toHaveAttribute('required');
  });
});
