import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import gallery from '../features/projects/gallery.island.tsx';
import { defineIsland } from './define-island.ts';
import { Island } from './island.tsx';

describe('<Island>', () => {
  it('refuses at build time props that would not survive JSON, naming the island', () => {
    const pictures = [{ img: { src: '/a.webp', w: 1, h: 1 }, sources: {}, taken: new Date(0) }];
    expect(() =>
      renderToString(<Island of={gallery} props={{ alts: ['Shop'], pictures }} />),
    ).toThrow('Island "gallery": props.pictures[0].taken (Date) would not survive JSON');
  });

  it('refuses a definition that is not the default export of an island file', () => {
    const Stray = () => null;
    expect(() => renderToString(<Island of={defineIsland(Stray, 'idle')} props={{}} />)).toThrow(
      'islands: Stray is not the default export of a *.island.tsx file under app/',
    );
  });
});
