import { afterEach, describe, expect, it, vi } from 'vitest';
import { heldTapsBootScript } from './held-taps-boot.ts';
import { siteScriptReady } from './site-script-ready.ts';

/** The page as the prerender writes it: the boot script runs, the controls are there. */
function bootedPage() {
  document.body.innerHTML = `
    <button type="button" id="mute"><svg><path id="icon"></path></svg></button>
    <button type="submit" id="send">Send</button>
    <a href="#top" id="link">Top</a>`;
  // The script is a string by nature (the page carries it inline); run it as the page would, in
  // its global scope.
  // eslint-disable-next-line @typescript-eslint/no-implied-eval, @typescript-eslint/no-unsafe-call
  new Function(heldTapsBootScript)();
  const element = (id: string) => {
    const found = document.getElementById(id);
    if (found === null) throw new Error(`no #${id}`);
    return found;
  };
  return { element, ready: () => document.dispatchEvent(new Event(siteScriptReady)) };
}

describe('the taps held until the site script is ready', () => {
  afterEach(() => {
    // Every test ends with the script ready, so no holder is left listening.
    document.dispatchEvent(new Event(siteScriptReady));
    document.body.innerHTML = '';
  });

  it('holds a tap on a control the site script makes work, and gives it back once, when it is ready', () => {
    const page = bootedPage();
    // The site script's own listener, added when it runs (after the tap).
    const answered = vi.fn();
    page.element('mute').click();
    // A tap on the icon inside the button is a tap on the button.
    page.element('icon').dispatchEvent(new MouseEvent('click', { bubbles: true }));
    page.element('mute').addEventListener('click', answered);
    expect(answered).not.toHaveBeenCalled();

    page.ready();
    expect(answered).toHaveBeenCalledTimes(2);

    // From then on a tap goes straight through, once.
    page.element('mute').click();
    expect(answered).toHaveBeenCalledTimes(3);
    page.ready();
    expect(answered).toHaveBeenCalledTimes(3);
  });

  it('leaves a form’s send and a link to the browser, which need no script', () => {
    const page = bootedPage();
    const seen: string[] = [];
    const listening = new AbortController();
    document.addEventListener(
      'click',
      (event) => {
        seen.push(`${(event.target as Element).id} ${String(event.defaultPrevented)}`);
      },
      { signal: listening.signal },
    );
    page.element('send').click();
    page.element('link').click();
    expect(seen).toEqual(['send false', 'link false']);
    listening.abort();
    page.ready();
  });
});
