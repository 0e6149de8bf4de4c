import { copy } from '@portfolio/content/copy';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import { MemoryRouter, createRoutesStub } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Toaster } from '../../components/toaster.tsx';
import { ContactForm } from './contact-form.tsx';

function renderContactPage() {
  const Stub = createRoutesStub([
    {
      path: '/contact',
      Component: ContactForm,
    },
    { path: '/', Component: () => <h1>Home page</h1> },
  ]);
  // As in the app, the toasts live outside the routes and survive the navigation home.
  return render(
    <>
      <Toaster />
      <Stub initialEntries={['/contact']} />
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

function deferred() {
  let resolve: (response: Response) => void = () => undefined;
  const promise = new Promise<Response>((done) => {
    resolve = done;
  });
  return { promise, resolve };
}

describe('ContactForm', () => {
  let fetchMock: ReturnType<typeof vi.fn>;
  beforeEach(() => {
    fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
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
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('shows Please Wait and locks scrolling while sending, then thanks the visitor and goes home', async () => {
    const answer = deferred();
    fetchMock.mockReturnValue(answer.promise);
    const user = userEvent.setup();
    renderContactPage();
    await fillIn(user);
    await user.click(screen.getByRole('button', { name: copy.contact.form.send }));

    expect(screen.getByRole('status')).toHaveTextContent(copy.contact.pleaseWait);
    expect(screen.queryByRole('button', { name: copy.contact.form.send })).not.toBeInTheDocument();
    expect(document.documentElement.style.overflow).toBe('hidden');

    await act(async () => {
      answer.resolve(new Response(null, { status: 201 }));
      await answer.promise;
    });
    expect(await screen.findByRole('heading', { name: 'Home page' })).toBeInTheDocument();
    expect(await screen.findByText(copy.contact.toasts.success)).toBeInTheDocument();
    expect(document.documentElement.style.overflow).toBe('');
    expect(window.sessionStorage.length).toBe(0);
  });

  it('on failure says so, logs the error, clears the form, stays, and can restore the message', async () => {
    fetchMock.mockResolvedValue(new Response(null, { status: 500 }));
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
    fetchMock.mockReturnValue(deferred().promise);
    const user = userEvent.setup();
    renderContactPage();
    await fillIn(user);
    const form = screen.getByRole('button', { name: copy.contact.form.send }).closest('form');
    if (!form) throw new Error('no form');
    act(() => {
      form.requestSubmit();
      form.requestSubmit();
    });
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('sends the honeypot, which people never see', async () => {
    fetchMock.mockResolvedValue(new Response(null, { status: 201 }));
    const user = userEvent.setup();
    const { container } = renderContactPage();
    const honeypot = container.querySelector('input[name="website"]');
    expect(honeypot).toHaveAttribute('tabindex', '-1');
    expect(honeypot).toHaveAttribute('autocomplete', 'off');
    expect(honeypot?.closest('[aria-hidden="true"]')).not.toBeNull();
    await fillIn(user);
    await user.click(screen.getByRole('button', { name: copy.contact.form.send }));
    const init = fetchMock.mock.calls[0]?.[1] as RequestInit | undefined;
    expect(JSON.parse(typeof init?.body === 'string' ? init.body : '{}')).toHaveProperty(
      'website',
      '',
    );
  });
});

describe('before JavaScript runs', () => {
  it('is a plain form the browser posts to the endpoint itself, urlencoded, with every field required', () => {
    const html = renderToString(
      <MemoryRouter initialEntries={['/contact']}>
        <ContactForm />
      </MemoryRouter>,
    );
    const form = new DOMParser().parseFromString(html, 'text/html').querySelector('form');
    expect(form?.getAttribute('method')).toBe('post');
    expect(form?.getAttribute('action')).toBe('http://api.test/query/queryPost');
    // No enctype: the browser's default, application/x-www-form-urlencoded.
    expect(form?.hasAttribute('enctype')).toBe(false);
    const fields = [...(form?.querySelectorAll('input:not([tabindex="-1"]), textarea') ?? [])];
    expect(
      fields.map((field) => [field.getAttribute('name'), field.hasAttribute('required')]),
    ).toEqual([
      ['name', true],
      ['email', true],
      ['message', true],
    ]);
  });

  it('once hydrated, leaves empty fields to its own warning (no required attributes)', () => {
    renderContactPage();
    for (const label of [
      copy.contact.form.name,
      copy.contact.form.email,
      copy.contact.form.message,
    ])
      expect(screen.getByLabelText(label)).not.toHaveAttribute('required');
  });
});
