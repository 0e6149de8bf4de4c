import { describe, expect, it } from 'vitest';
import { projects } from '@portfolio/content/projects';
import { contentAssetRefs, contentAssetsModule } from './content-assets-plugin.ts';

describe('the content assets module', () => {
  it('imports each file content/ refers to once, with the query for its kind', () => {
    const refs = {
      projectPictures: ['assets/projects/a/01.webp', 'assets/projects/a/01.webp'],
      profilePictures: ['assets/me.png'],
      markdownPictures: ['assets/posts/chart.png'],
      sounds: { navigation: 'assets/sounds/click.wav', action: 'assets/sounds/tap.wav' },
    };
    const projects = contentAssetsModule(refs, 'projectPictures', '/content/');
    expect(projects.match(/^import /gm)).toHaveLength(1);
    expect(projects).toContain(
      'import asset0 from "/content/assets/projects/a/01.webp?w=480;960&format=avif;webp&as=picture";',
    );
    expect(projects).toContain('export default { "assets/projects/a/01.webp": asset0 };');
    expect(contentAssetsModule(refs, 'profilePictures', '/content/')).toContain(
      '"/content/assets/me.png?w=256;384;512;768&format=avif;webp&as=picture"',
    );
    expect(contentAssetsModule(refs, 'markdownPictures', '/content/')).toContain(
      '"/content/assets/posts/chart.png?w=480;768;1536&format=avif;webp&as=picture"',
    );
    const sounds = contentAssetsModule(refs, 'sounds', '/content/');
    expect(sounds).toContain('"/content/assets/sounds/click.wav?url"');
    // The sounds by kind, so the site script needs nothing else of content/identity.ts.
    expect(sounds).toContain('export default { "navigation": asset0, "action": asset1 };');
  });

  it('refers to exactly the screenshots, portrait and sounds the content names', () => {
    const refs = contentAssetRefs();
    expect(new Set(refs.projectPictures)).toEqual(
      new Set(projects.flatMap((project) => project.images)),
    );
    expect(refs.profilePictures).toHaveLength(1);
    expect(Object.keys(refs.sounds)).toEqual(['navigation', 'action']);
  });
});
