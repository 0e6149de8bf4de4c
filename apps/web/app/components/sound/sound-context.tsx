import {
  createContext,
  use,
  useCallback,
  useEffect,
  useMemo,
  useRef,
  useSyncExternalStore,
} from 'react';
import type { ReactNode } from 'react';
import { getMuted, getServerMuted, setMuted, subscribeMuted } from './sound-preference.ts';

export type SoundKind = 'navigation' | 'action';

interface SoundApi {
  play: (kind: SoundKind) => void;
  muted: boolean;
  setMuted: (muted: boolean) => void;
}

const SoundContext = createContext<SoundApi | null>(null);

export function SoundProvider({
  urls,
  children,
}: {
  urls: Record<SoundKind, string>;
  children: ReactNode;
}) {
  const muted = useSyncExternalStore(subscribeMuted, getMuted, getServerMuted);
  const players = useRef<Partial<Record<SoundKind, HTMLAudioElement>>>({});

  // Both files are fetched once, after hydration, so they never compete with the page itself.
  useEffect(() => {
    for (const kind of ['navigation', 'action'] as const) {
      const audio = new Audio(urls[kind]);
      audio.preload = 'auto';
      audio.volume = 1;
      players.current[kind] = audio;
    }
  }, [urls]);

  const play = useCallback(
    (kind: SoundKind) => {
      if (muted) return;
      const audio = players.current[kind];
      if (!audio) return;
      try {
        audio.currentTime = 0;
        // Autoplay policies or a missing codec reject the promise; a click sound is never worth an error.
        audio.play().catch(() => undefined);
      } catch {
        // Some browsers throw synchronously instead of rejecting.
      }
    },
    [muted],
  );

  const api = useMemo<SoundApi>(() => ({ play, muted, setMuted }), [play, muted]);
  return <SoundContext value={api}>{children}</SoundContext>;
}

export function useSound(): SoundApi {
  const api = use(SoundContext);
  if (!api) throw new Error('useSound must be used inside <SoundProvider>');
  return api;
}
