import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createRoutesStub } from 'react-router';
import { SoundProvider } from '../components/sound/sound-context.tsx';
import { navigation } from '@portfolio/content/navigation';

export const testSoundUrls = { navigation: '/nav.wav', action: '/action.wav' } as const;

/** Renders `ui` at `path` inside the providers every page has, with a router that knows all routes. */
export function renderInShell(ui: ReactNode, path = '/') {
  const Page = () => <SoundProvider urls={testSoundUrls}>{ui}</SoundProvider>;
  const Stub = createRoutesStub(
    [...navigation.map(({ id }) => id), '/search'].map((route) => ({
      path: route,
      Component: Page,
    })),
  );
  return render(<Stub initialEntries={[path]} />);
}
