import { describe, expect, it } from 'vitest';
import { copy } from '@portfolio/content/copy';
import { fill } from './fill.ts';
import { inFooterOrder, toProfile } from './profiles.ts';

describe('a profile', () => {
  it("takes the network's name, icon and colour unless the owner gives their own", () => {
    const plain = toProfile({ network: 'stackoverflow', url: 'https://stackoverflow.com/u/1' });
    expect(plain).toMatchObject({
      name: 'Stack Overflow',
      icon: 'fa6/FaStackOverflow',
      label: fill(copy.footer.profileLabel, { network: 'Stack Overflow' }),
      newTab: true,
    });
    const own = toProfile({
      network: 'email',
      url: 'mailto:me@example.com',
      name: 'Correio',
      label: 'Write to me',
      hoverColor: '#123456',
    });
    expect(own).toMatchObject({
      name: 'Correio',
      label: 'Write to me',
      hoverColor: '#123456',
      hoverColorLight: '#123456',
    });
    expect(own.newTab).toBe(false);
  });

  it('has a hover colour for the light theme that shows on a light page', () => {
    const github = toProfile({ network: 'github', url: 'https://github.com/me' });
    expect(github.hoverColor).toBe('#f0f6fc');
    expect(github.hoverColorLight).toBe('#1f2328');
    expect(toProfile({ network: 'gitlab', url: 'https://gitlab.com/me' }).hoverColorLight).toBe(
      '#fc6d26',
    );
    const own = toProfile({
      network: 'x',
      url: 'https://x.com/me',
      hoverColor: '#eeeeee',
      hoverColorLight: '#222222',
    });
    expect([own.hoverColor, own.hoverColorLight]).toEqual(['#eeeeee', '#222222']);
  });

  it('sorts by the footer order, then keeps the rest in list order', () => {
    const profiles = (['github', 'x', 'mastodon', 'email'] as const).map((network) =>
      toProfile({ network, url: network === 'email' ? 'mailto:a@b.c' : 'https://a.b' }),
    );
    expect(inFooterOrder(profiles, ['mastodon']).map((profile) => profile.network)).toEqual([
      'mastodon',
      'github',
      'x',
      'email',
    ]);
    expect(inFooterOrder(profiles).map((profile) => profile.network)).toEqual([
      'github',
      'x',
      'mastodon',
      'email',
    ]);
  });
});
