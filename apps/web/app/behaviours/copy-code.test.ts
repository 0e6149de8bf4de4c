// A code block's copy: exactly the code (no button words, no trailing newline), a shell session's
// commands without prompts or output; the button says so for a moment, then goes back.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { copiedBadgeMs } from '../components/footer/copy-text.ts';
import { codeToCopy, copyCodeOf } from './copy-code.ts';

const block = (code: string, session = false) => {
  document.body.innerHTML = `<div class="code-block"><pre ${session ? 'data-session' : ''}><code></code></pre><button type="button" data-copy-code data-copied="Copied" aria-live="polite">Copy the code</button></div>`;
  const codeElement = document.querySelector('code');
  if (codeElement !== null) codeElement.textContent = code;
  const button = document.querySelector('button');
  if (button === null) throw new Error('no button');
  return button;
};

afterEach(() => {
  vi.useRealTimers();
  document.body.innerHTML = '';
});

describe('copying a code block', () => {
  it('copies the code exactly as written', () => {
    block('const a = 1;\n  indented();\n');
    const pre = document.querySelector('pre');
    if (pre === null) throw new Error('no pre');
    expect(codeToCopy(pre)).toBe('const a = 1;\n  indented();');
  });

  it('copies a shell session’s commands only, without their prompts', () => {
    block('$ npm ci\nadded 812 packages\n$ npm test\n# ok\n', true);
    const pre = document.querySelector('pre');
    if (pre === null) throw new Error('no pre');
    expect(codeToCopy(pre)).toBe('npm ci\nnpm test\nok');
  });

  it('says it is copied for a moment, then goes back to its words', async () => {
    vi.useFakeTimers();
    const button = block('x()');
    const copied = vi.fn(() => Promise.resolve(true));
    await copyCodeOf(button, copied);
    expect(copied).toHaveBeenCalledWith('x()');
    expect(button.textContent).toBe('Copied');
    vi.advanceTimersByTime(copiedBadgeMs);
    expect(button.textContent).toBe('Copy the code');
  });

  it('keeps its words when the copy failed', async () => {
    const button = block('x()');
    await copyCodeOf(button, () => Promise.resolve(false));
    expect(button.textContent).toBe('Copy the code');
  });
});
