import { afterEach, describe, expect, it, vi } from 'vitest';
import { holdEarlyTaps, hydrateNowEvent, replayEarlyTap } from './early-tap.ts';

function button(type: 'button' | 'submit', onClick: () => void): HTMLButtonElement {
  const element = document.createElement('button');
  element.type = type;
  element.append(document.createElement('span'));
  element.addEventListener('click', onClick);
  document.body.append(element);
  return element;
}

describe('a tap before hydration', () => {
  afterEach(() => {
    replayEarlyTap();
    document.body.replaceChildren();
  });

  it('is held, starts hydration, and reaches its control once, after hydration', () => {
    const clicked = vi.fn();
    const hurry = vi.fn();
    window.addEventListener(hydrateNowEvent, hurry);
    const control = button('button', clicked);
    holdEarlyTaps();
    // A tap on the icon inside the button, twice: held, not answered yet.
    control.firstElementChild?.dispatchEvent(new MouseEvent('click', { bubbles: true }));
    control.click();
    expect(clicked).not.toHaveBeenCalled();
    expect(hurry).toHaveBeenCalled();
    replayEarlyTap();
    expect(clicked).toHaveBeenCalledTimes(1);
    // After hydration taps go straight through.
    control.click();
    expect(clicked).toHaveBeenCalledTimes(2);
    window.removeEventListener(hydrateNowEvent, hurry);
  });

  it('leaves links and send buttons alone: they work without JavaScript', () => {
    const sent = vi.fn((event: Event) => event.preventDefault());
    const form = document.createElement('form');
    form.addEventListener('submit', sent);
    document.body.append(form);
    const send = document.createElement('button');
    send.type = 'submit';
    form.append(send);
    holdEarlyTaps();
    send.click();
    expect(sent).toHaveBeenCalledTimes(1);
  });

  it('replays nothing when nothing was tapped, or when the control is gone', () => {
    const clicked = vi.fn();
    holdEarlyTaps();
    replayEarlyTap();
    const control = button('button', clicked);
    holdEarlyTaps();
    control.click();
    control.remove();
    replayEarlyTap();
    expect(clicked).not.toHaveBeenCalled();
  });

  it('needs nothing from outside itself, so its source can run in the bootstrap', () => {
    // eslint-disable-next-line @typescript-eslint/no-implied-eval -- what the bootstrap does
    const copied = new Function(`(${holdEarlyTaps.toString()})();`) as () => void;
    copied();
    expect(window.__earlyTap).toBeDefined();
  });
});
