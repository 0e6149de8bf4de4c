import { identity } from '@portfolio/content/identity';
import { sounds as files } from 'virtual:content-assets';
import { pickContentAsset } from '../../lib/content-asset.ts';
import type { SoundKind } from './sound-context.tsx';

export const soundUrls: Record<SoundKind, string> = {
  navigation: pickContentAsset(files, identity.sounds.navigation),
  action: pickContentAsset(files, identity.sounds.action),
};
