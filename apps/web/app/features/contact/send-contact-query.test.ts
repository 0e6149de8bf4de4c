import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  ContactSubmitError,
  contactTimeoutMs,
  isComplete,
  sendContactQuery,
} from './send-contact-query.ts';

const draft = { name: '  Priya  ', email: ' priya@example.com ', message: ' Hello there ' };

function answering(status: number) {
  return vi.fn<typeof fetch>(() => Promise.resolve(new Response(null, { status })));
}

/** The JSON body a fetch call sent; the code under test always sends a string. */
function sentBody(init: RequestInit | undefined): unknown {
  return typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
}

describe('isComplete', () => {
  it('needs every field to hold more than white space', () => {
    expect(isComplete(draft)).toBe(true);
    expect(isComplete({ ...draft, name: '' })).toBe(false);
    expect(isComplete({ ...draft, email: '   ' })).toBe(false);
    expect(isComplete({ ...draft, message: '\n\t' })).toBe(false);
  });
});

describe('sendContactQuery', () => {
  afterEach(() => vi.useRealTimers());

  it('POSTs JSON with the trimmed fields and the honeypot to the endpoint the build names', async () => {
    const fetchImpl = answering(201);
    await sendContactQuery(draft, '', { fetchImpl });
    expect(fetchImpl.mock.calls[0]?.[0]).toBe(__CONTACT_ENDPOINT__);
    await sendContactQuery(draft, '', {
      endpoint: 'http://api.test:3001/query/queryPost',
      fetchImpl,
    });
    expect(fetchImpl).toHaveBeenCalledTimes(2);
    const [url, init] = fetchImpl.mock.calls[1] ?? [];
    expect(url).toBe('http://api.test:3001/query/queryPost');
    expect(init?.method).toBe('POST');
    expect(init?.headers).toEqual({ 'Content-Type': 'application/json' });
    expect(sentBody(init)).toEqual({
      name: 'Priya',
      email: 'priya@example.com',
      message: 'Hello there',
      website: '',
    });
  });

  it('says the page’s language when given it', async () => {
    const fetchImpl = answering(201);
    await sendContactQuery(draft, '', { fetchImpl, language: 'hi' });
    expect(sentBody(fetchImpl.mock.calls[0]?.[1])).toMatchObject({ language: 'hi' });
  });

  it('posts to a hosted form backend as given', async () => {
    const fetchImpl = answering(201);
    await sendContactQuery(draft, '', { endpoint: 'https://forms.example/f/abc123', fetchImpl });
    expect(fetchImpl.mock.calls[0]?.[0]).toBe('https://forms.example/f/abc123');
  });

  it('counts any 2xx as submitted and anything else as a failure', async () => {
    for (const status of [200, 201, 204, 299]) {
      await expect(
        sendContactQuery(draft, '', { fetchImpl: answering(status) }),
      ).resolves.toBeUndefined();
    }
    for (const status of [301, 400, 404, 429, 500, 503]) {
      await expect(sendContactQuery(draft, '', { fetchImpl: answering(status) })).rejects.toThrow(
        `The contact API answered ${status}`,
      );
    }
  });

  it('passes a network error on', async () => {
    const fetchImpl = vi.fn(() => Promise.reject(new TypeError('Failed to fetch')));
    await expect(sendContactQuery(draft, '', { fetchImpl })).rejects.toThrow('Failed to fetch');
  });

  it('gives up after 20 s without an answer, aborting the request', async () => {
    vi.useFakeTimers();
    let signal: AbortSignal | undefined;
    const fetchImpl = vi.fn<typeof fetch>(
      (_url, init) =>
        new Promise<Response>((_resolve, reject) => {
          signal = init?.signal ?? undefined;
          signal?.addEventListener('abort', () =>
            reject(new DOMException('aborted', 'AbortError')),
          );
        }),
    );
    const outcome = sendContactQuery(draft, '', { fetchImpl }).then(
      () => 'sent',
      (error: unknown) => error,
    );
    expect(contactTimeoutMs).toBe(20_000);
    await vi.advanceTimersByTimeAsync(19_999);
    expect(signal?.aborted).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(signal?.aborted).toBe(true);
    const error = await outcome;
    expect(error).toBeInstanceOf(ContactSubmitError);
    expect(String(error)).toContain('within 20000 ms');
  });
});
