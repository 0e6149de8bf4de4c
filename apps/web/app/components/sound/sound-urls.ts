// The click sounds' built URLs, by kind (content/identity.ts names the files; the content-assets
// plugin resolves them), without the identity module itself, whose words the site script would
// otherwise carry.
import files from 'virtual:content-assets/sounds';
import type { SoundKind } from '../../behaviours/hooks.ts';

export const soundUrls: Record<SoundKind, string> = files;
