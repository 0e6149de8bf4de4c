import { identity } from '@portfolio/content/identity';
import files from 'virtual:content-assets/sounds';
import { pickContentAsset } from '../../lib/content-asset.ts';
import type { SoundKind } from '../../behaviours/click-sounds.ts';

export const soundUrls: Record<SoundKind, string> = {
  navigation: pickContentAsset(files, identity.sounds.navigation),
  action: pickContentAsset(files, identity.sounds.action),
};
