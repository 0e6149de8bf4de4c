import { HiSpeakerWave, HiSpeakerXMark } from 'react-icons/hi2';
import { useSound } from './sound-context.tsx';
import { copy } from '@portfolio/content/copy';

/**
 * Shown wherever scripts run, from the first paint (a tap before hydration is answered once the
 * page is hydrated); without JavaScript there is no sound to mute, so it is not shown at all.
 */
export function MuteToggle({ className = '' }: { className?: string }) {
  const { muted, setMuted } = useSound();
  const Icon = muted ? HiSpeakerXMark : HiSpeakerWave;
  return (
    <button
      type="button"
      onClick={() => setMuted(!muted)}
      aria-pressed={muted}
      aria-label={copy.navigation.muteLabel}
      title={muted ? copy.navigation.soundsOff : copy.navigation.soundsOn}
      className={`inline-flex size-10 items-center noscript:hidden justify-center rounded-full border border-line text-muted transition-colors hover:border-accent-from/60 hover:text-fg ${className}`}
    >
      <Icon aria-hidden="true" className="size-5" />
    </button>
  );
}
