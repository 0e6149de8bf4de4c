import { render } from '@testing-library/react';
import icons from 'virtual:content-icons';
import { describe, expect, it } from 'vitest';
import { ContentIcon } from './content-icon.tsx';

// The names content/ gives (the test build loads the same plugin as the site's).
const [name = ''] = Object.keys(icons);

describe('ContentIcon', () => {
  it("draws the named icon's artwork inline, hidden from assistive technology", () => {
    const artwork = icons[name];
    const { container } = render(<ContentIcon name={name} className="size-8" />);
    const svg = container.querySelector('svg');
    expect(svg).toHaveAttribute('aria-hidden', 'true');
    expect(svg).toHaveClass('size-8');
    expect(svg).toHaveAttribute('viewBox', artwork?.viewBox);
    expect(svg?.querySelector('g')).not.toBeNull();
    expect(svg?.querySelector('use')).toBeNull();
  });

  it('fails the prerender, naming it, for an icon the build has not drawn', () => {
    expect(() => render(<ContentIcon name="si/SiNoSuchThing" />)).toThrow(/si\/SiNoSuchThing/);
  });
});
