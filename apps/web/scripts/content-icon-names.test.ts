import { describe, expect, it } from 'vitest';
import { about } from '@portfolio/content/about';
import { skills } from '@portfolio/content/skills';
import { socialLinks } from '@portfolio/content/social-links';
import { socialNetworks } from '@portfolio/content-model/social-networks';
import { contentIconNames, iconFields } from './content-icon-names.ts';

describe('the icons content names', () => {
  it('finds every `icon` field, however deep', () => {
    expect(
      iconFields({
        a: { icon: 'x/A' },
        list: [{ icon: 'x/B' }, { nested: [{ icon: 'x/C' }] }],
        icon: 3,
      }),
    ).toEqual(['x/A', 'x/B', 'x/C']);
  });

  it("gathers the skills', the About page's and each listed network's icons", () => {
    const names = contentIconNames();
    for (const skill of skills) expect(names).toContain(skill.icon);
    for (const service of about.services) expect(names).toContain(service.icon);
    for (const link of socialLinks) expect(names).toContain(socialNetworks[link.network].icon);
  });
});
