import { HiSpeakerWave, HiSpeakerXMark } from 'react-icons/hi2';
import { muteToggleHook } from '../../behaviours/hooks.ts';
import { copy } from '@portfolio/content/copy';

/**
 * Shown wherever scripts run, and working from the first paint (behaviours/mute-toggle.ts); without
 * JavaScript there is no sound to mute, so it is not shown at all. Pressed, it shows the muted icon.
 */
export function MuteToggle({ className = '' }: { className?: string }) {
  return (
    <button
      type="button"
      {...muteToggleHook({ muted: copy.navigation.soundsOff, sounding: copy.navigation.soundsOn })}
      aria-pressed="false"
      aria-label={copy.navigation.muteLabel}
      title={copy.navigation.soundsOn}
      className={`group inline-flex size-10 items-center noscript:hidden justify-center rounded-full border border-line text-muted transition-colors hover:border-accent-from/60 hover:text-fg ${className}`}
    >
      <HiSpeakerWave aria-hidden="true" className="size-5 group-aria-pressed:hidden" />
      <HiSpeakerXMark aria-hidden="true" className="hidden size-5 group-aria-pressed:block" />
    </button>
  );
}
