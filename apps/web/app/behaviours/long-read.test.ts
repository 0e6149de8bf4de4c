// A long read's behaviours, fetched on the first scroll or tap: a tap on a copy button is answered
// once, whether the file came for it, came for a scroll before it, or was already there.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { enhanceLongRead } from './long-read.ts';

const writeText = vi.fn(() => Promise.resolve());

function page() {
  document.body.innerHTML =
    '<div class="code-block"><pre><code>x()</code></pre><button type="button" data-copy-code data-copied="Copied">Copy</button></div>';
  Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
  const button = document.querySelector('button');
  if (button === null) throw new Error('no button');
  return button;
}

afterEach(() => {
  writeText.mockClear();
  document.body.innerHTML = '';
});

describe('a long read’s copy buttons', () => {
  it('answer the tap that fetched them, once', async () => {
    const controller = new AbortController();
    const button = page();
    const tap = new MouseEvent('click', { bubbles: true });
    button.dispatchEvent(tap);
    enhanceLongRead(document, tap, controller.signal);
    await vi.waitFor(() => expect(writeText).toHaveBeenCalledTimes(1));
    controller.abort();
  });

  it('answer a tap made while a scroll was fetching them, and later taps, once each', async () => {
    const controller = new AbortController();
    const button = page();
    const tap = new MouseEvent('click', { bubbles: true });
    // The scroll's fetch arrives first; the tap's, after the listeners are there.
    button.dispatchEvent(tap);
    enhanceLongRead(document, new Event('scroll'), controller.signal);
    enhanceLongRead(document, tap, controller.signal);
    await vi.waitFor(() => expect(writeText).toHaveBeenCalledTimes(1));
    button.click();
    await vi.waitFor(() => expect(writeText).toHaveBeenCalledTimes(2));
    // A tap the listeners answered is not answered again when its own fetch arrives.
    const later = new MouseEvent('click', { bubbles: true });
    button.dispatchEvent(later);
    enhanceLongRead(document, later, controller.signal);
    await vi.waitFor(() => expect(writeText).toHaveBeenCalledTimes(3));
    expect(writeText).toHaveBeenLastCalledWith('x()');
    controller.abort();
  });
});
