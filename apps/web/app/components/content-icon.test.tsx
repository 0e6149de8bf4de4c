import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ContentIcon } from './content-icon.tsx';

describe('ContentIcon', () => {
  it('draws the named icon from the sprite, hidden from assistive technology', () => {
    const { container } = render(<ContentIcon name="si/SiReact" className="size-8" />);
    const svg = container.querySelector('svg');
    expect(svg).toHaveAttribute('aria-hidden', 'true');
    expect(svg).toHaveClass('size-8');
    expect(container.querySelector('use')?.getAttribute('href')).toMatch(/icons\.svg#si-SiReact$/);
  });
});
