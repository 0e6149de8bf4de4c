import { copy } from '@portfolio/content/copy';
import { identity } from '@portfolio/content/identity';
import { render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PostReplies } from './post-replies.tsx';

const words = copy.replies;

function answering(body: unknown, status = 200) {
  return vi
    .spyOn(globalThis, 'fetch')
    .mockResolvedValue(new Response(JSON.stringify(body), { status }));
}

afterEach(() => vi.restoreAllMocks());

describe('the replies under a post', () => {
  it('links to the API’s page of them until they are fetched (and without JavaScript)', () => {
    document.body.innerHTML = renderToString(
      <PostReplies endpoint="http://api.test/replies" post="/blog/a-post" />,
    );
    expect(screen.getByRole('link', { name: words.readThem }).getAttribute('href')).toBe(
      'http://api.test/replies/page?post=%2Fblog%2Fa-post',
    );
  });

  it('shows the approved replies as text, an author’s site marked as the reader’s, reactions by name', async () => {
    const fetched = answering({
      replies: [
        {
          id: '1',
          kind: 'reply',
          author: { name: 'Ana <b>', url: 'https://ana.example/' },
          text: 'First line\n<img src=x onerror=alert(1)>',
          at: '2026-11-20T10:00:00.000Z',
        },
        {
          id: '2',
          kind: 'mention',
          author: { name: 'Mallory', url: 'javascript:alert(2)' },
          text: 'See',
          at: '2026-11-21T10:00:00.000Z',
        },
        { id: '3', kind: 'like', author: { name: 'Bob', url: null }, text: '', at: '2026-11-22' },
      ],
    });
    render(<PostReplies endpoint="http://api.test/replies" post="/hi/blog/a-post" />);
    expect(
      await screen.findByText('First line <img src=x onerror=alert(1)>', {
        normalizer: (t) => t.replace(/\s+/g, ' '),
      }),
    ).toBeTruthy();
    expect(fetched).toHaveBeenCalledWith(
      'http://api.test/replies?post=%2Fhi%2Fblog%2Fa-post',
      expect.anything(),
    );
    const ana = screen.getByRole('link', { name: 'Ana <b>' });
    expect(ana.getAttribute('href')).toBe('https://ana.example/');
    expect(ana.getAttribute('rel')).toBe('nofollow ugc noopener');
    expect(screen.queryByRole('link', { name: 'Mallory' })).toBeNull();
    expect(screen.getByText('Mallory')).toBeTruthy();
    expect(screen.getByText(words.liked, { exact: false }).textContent).toContain('Bob');
    expect(document.querySelector('img')).toBeNull();
    expect(screen.getAllByRole('listitem')).toHaveLength(2);
  });

  it('shows the author’s answer under the reply it answers, marked as the author’s, as text', async () => {
    answering({
      replies: [
        {
          id: '1',
          kind: 'reply',
          author: { name: 'Ana', url: null },
          text: 'A question?',
          at: '2026-11-20T10:00:00.000Z',
          answers: [{ id: '2', text: 'An <b>answer</b>', at: '2026-11-21T10:00:00.000Z' }],
        },
      ],
    });
    render(<PostReplies endpoint="http://api.test/replies" post="/blog/a-post" />);
    const answer = await screen.findByText('An <b>answer</b>');
    const reply = answer.closest('li');
    expect(reply?.textContent).toContain('A question?');
    expect(answer.parentElement?.textContent).toContain(identity.fullName);
    expect(answer.parentElement?.textContent).toContain(words.byAuthor);
    expect(document.querySelector('b')).toBeNull();
  });

  it('says there are none, or that they could not be loaded', async () => {
    answering({ replies: [] });
    const { unmount } = render(<PostReplies endpoint="http://api.test/replies" post="/blog/a" />);
    expect(await screen.findByText(words.none)).toBeTruthy();
    unmount();
    answering({}, 503);
    render(<PostReplies endpoint="http://api.test/replies" post="/blog/a" />);
    expect(await screen.findByText(words.failed)).toBeTruthy();
  });
});
