import { identity } from '@portfolio/content/identity';
import { pickContentAsset } from '../../lib/content-asset.ts';
import type { SoundKind } from './sound-context.tsx';

const files = import.meta.glob<string>('../../../../../content/assets/sounds/*', {
  eager: true,
  query: '?url',
  import: 'default',
});

export const soundUrls: Record<SoundKind, string> = {
  navigation: pickContentAsset(files, identity.sounds.navigation),
  action: pickContentAsset(files, identity.sounds.action),
};
