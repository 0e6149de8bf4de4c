import { afterEach, describe, expect, it } from 'vitest';
import { getMuted, setMuted } from '../components/sound/sound-preference.ts';
import { enhanceMuteToggle } from './mute-toggle.ts';

describe('the mute button', () => {
  const undo = new AbortController();
  afterEach(() => {
    setMuted(false);
    document.body.innerHTML = '';
  });

  it('shows the kept choice, toggles it, and says which in its title', () => {
    setMuted(true);
    document.body.innerHTML =
      '<button data-mute-toggle data-title-muted="Sounds off" data-title-sounding="Sounds on" aria-pressed="false" title="Sounds on"></button>';
    enhanceMuteToggle(document, undo.signal);
    const button = document.querySelector('button');
    expect(button).toHaveAttribute('aria-pressed', 'true');
    expect(button).toHaveAttribute('title', 'Sounds off');
    button?.click();
    expect(getMuted()).toBe(false);
    expect(button).toHaveAttribute('aria-pressed', 'false');
    expect(button).toHaveAttribute('title', 'Sounds on');
    undo.abort();
  });
});
