// A code block's copy button (lib/render-markdown.server.ts writes it, hidden, beside each block):
// copies the code exactly as written (a shell session's commands only, without their prompts or
// what they printed), and says so for a moment, in words and to a screen reader. Fetched on the
// first tap of such a button (enhance-page.ts), which the site script shows.
import { copiedBadgeMs, copyText } from '../components/footer/copy-text.ts';

const prompt = /^\s*[$#>%]\s?/;

/** What a block's copy puts on the clipboard. */
export function codeToCopy(pre: Element): string {
  const code = (pre.querySelector('code') ?? pre).textContent;
  const text = code.replace(/\n$/, '');
  if (!pre.hasAttribute('data-session')) return text;
  return text
    .split('\n')
    .filter((line) => prompt.test(line))
    .map((line) => line.replace(prompt, ''))
    .join('\n');
}

export async function copyCodeOf(button: HTMLButtonElement, copy = copyText): Promise<void> {
  const pre = button.parentElement?.querySelector('pre');
  if (pre === null || pre === undefined) return;
  const idle = button.dataset.idle ?? button.textContent;
  button.dataset.idle = idle;
  if (!(await copy(codeToCopy(pre)))) return;
  const win = button.ownerDocument.defaultView;
  button.textContent = button.dataset.copied ?? idle;
  win?.clearTimeout(Number(button.dataset.timer ?? 0));
  button.dataset.timer = String(
    win?.setTimeout(() => {
      button.textContent = idle;
    }, copiedBadgeMs) ?? 0,
  );
}
