import { copy } from '@portfolio/content/copy';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { testSoundUrls } from '../../test/render-with-shell.tsx';
import { MuteToggle } from './mute-toggle.tsx';
import { SoundProvider, useSound } from './sound-context.tsx';
import type { SoundKind } from './sound-context.tsx';

function Player({ kind }: { kind: SoundKind }) {
  const { play } = useSound();
  return (
    <button type="button" onClick={() => play(kind)}>
      play {kind}
    </button>
  );
}

function renderPlayers() {
  return render(
    <SoundProvider urls={testSoundUrls}>
      <Player kind="navigation" />
      <Player kind="action" />
      <MuteToggle />
    </SoundProvider>,
  );
}

describe('click sounds', () => {
  it('plays the file of each kind at volume 1', async () => {
    const play = vi.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue(undefined);
    renderPlayers();
    await userEvent.click(screen.getByRole('button', { name: 'play action' }));
    await userEvent.click(screen.getByRole('button', { name: 'play navigation' }));
    const played = play.mock.contexts as HTMLAudioElement[];
    expect(played.map((audio) => new URL(audio.src).pathname)).toEqual(['/action.wav', '/nav.wav']);
    expect(played.every((audio) => audio.volume === 1)).toBe(true);
  });

  it('never throws when the browser refuses to play', async () => {
    vi.spyOn(HTMLMediaElement.prototype, 'play').mockRejectedValue(
      new DOMException('blocked', 'NotAllowedError'),
    );
    renderPlayers();
    await expect(
      userEvent.click(screen.getByRole('button', { name: 'play action' })),
    ).resolves.toBeUndefined();
  });

  it('stays silent when muted and remembers the choice across visits', async () => {
    const play = vi.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue(undefined);
    const first = renderPlayers();
    const toggle = screen.getByRole('button', { name: copy.navigation.muteLabel });
    expect(toggle).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(screen.getByRole('button', { name: 'play action' }));
    expect(play).not.toHaveBeenCalled();
    first.unmount();

    renderPlayers();
    expect(screen.getByRole('button', { name: copy.navigation.muteLabel })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  });
});
