import { describe, expect, it } from 'vitest';
import { iconArtwork, iconArtworks } from './icon-artwork.ts';

describe("an icon's artwork", () => {
  it('is a react-icons icon as its viewBox and a group with its drawing attributes', () => {
    const artwork = iconArtwork('tb/TbApi');
    expect(artwork.viewBox).toBe('0 0 24 24');
    expect(artwork.markup).toMatch(/^<g [^>]*stroke-width="2"/);
    expect(artwork.markup).toContain('fill="none"');
    expect(artwork.markup).toContain('<path d="M4 13h5">');
    expect(artwork.markup).not.toContain('height="1em"');
  });

  it('is drawn once per name, in a stable order', () => {
    const artworks = iconArtworks(['si/SiReact', 'fa6/FaGithub', 'si/SiReact']);
    expect(Object.keys(artworks)).toEqual(['fa6/FaGithub', 'si/SiReact']);
    expect(iconArtworks(['fa6/FaGithub', 'si/SiReact'])).toEqual(artworks);
  });

  it('names the icon it cannot draw', () => {
    expect(() => iconArtwork('si/SiNoSuchThing')).toThrow(
      /react-icons\/si has no icon SiNoSuchThing/,
    );
    expect(() => iconArtwork('SiReact')).toThrow(/"<pack>\/<Name>"/);
  });
});
