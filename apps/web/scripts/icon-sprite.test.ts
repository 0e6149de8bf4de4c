import { describe, expect, it } from 'vitest';
import { iconSprite, iconSymbol } from './icon-sprite.ts';

describe('the icon sprite', () => {
  it('turns a react-icons icon into a symbol with its viewBox and drawing attributes', () => {
    const symbol = iconSymbol('tb/TbApi');
    expect(symbol).toMatch(/^<symbol id="tb-TbApi" viewBox="0 0 24 24"><g [^>]*stroke-width="2"/);
    expect(symbol).toContain('fill="none"');
    expect(symbol).toContain('<path d="M4 13h5">');
    expect(symbol).not.toContain('height="1em"');
  });

  it('holds each named icon once, in a stable order', () => {
    const sprite = iconSprite(['si/SiReact', 'fa6/FaGithub', 'si/SiReact']);
    expect(sprite.match(/<symbol /g)).toHaveLength(2);
    expect(sprite.indexOf('fa6-FaGithub')).toBeLessThan(sprite.indexOf('si-SiReact'));
    expect(iconSprite(['fa6/FaGithub', 'si/SiReact'])).toBe(sprite);
  });

  it('names the icon it cannot draw', () => {
    expect(() => iconSymbol('si/SiNoSuchThing')).toThrow(
      /react-icons\/si has no icon SiNoSuchThing/,
    );
    expect(() => iconSymbol('SiReact')).toThrow(/"<pack>\/<Name>"/);
  });
});
