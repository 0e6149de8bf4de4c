import { describe, expect, it } from 'vitest';
import { copy } from '@portfolio/content/copy';
import { fill } from './fill.ts';
import { inFooterOrder, toProfile } from './profiles.ts';
import { withNetworkNames } from './social-networks.ts';
import { translate } from './translation.ts';

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

  it('in a translation, takes its name and label, or says the name is the default language’s and words the label in the page’s', () => {
    const english = { lang: 'en', dir: 'ltr' } as const;
    const links = withNetworkNames([
      { network: 'website' as const, url: 'https://example.com', label: 'My site' },
      { network: 'github' as const, url: 'https://github.com/me', label: 'GitHub profile' },
    ]);
    const [website, github] = translate(
      links,
      { website: { name: 'Site', label: 'Meu site' } },
      english,
    ).map(toProfile);
    expect(website).toMatchObject({ name: 'Site', label: 'Meu site', nameLanguage: {} });
    // A label left out is the page's copy.footer.profileLabel (the page's language's words).
    expect(github).toMatchObject({
      name: 'GitHub',
      nameLanguage: english,
      label: fill(copy.footer.profileLabel, { network: 'GitHub' }),
    });
    expect(
      toProfile({ network: 'github', url: 'https://github.com/me', label: 'Mine' }).label,
    ).toBe('Mine');
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
