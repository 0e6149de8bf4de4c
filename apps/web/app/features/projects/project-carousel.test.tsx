import { fill } from '@portfolio/content-model/fill';
import { copy } from '@portfolio/content/copy';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import type { PictureData } from '../../lib/picture-data.ts';
import { carouselWords } from './carousel-words.ts';
import { ProjectCarousel } from './project-carousel.tsx';

function pictures(count: number): PictureData[] {
  return Array.from({ length: count }, (_, i) => ({
    sources: { avif: `/shot-${i}.avif 480w`, webp: `/shot-${i}.webp 480w` },
    img: { src: `/shot-${i}.webp`, w: 480, h: 300 },
  }));
}

const showImage = (number: number) => fill(copy.projects.showImage, { number, count: 8 });

describe('ProjectCarousel', () => {
  it('is prerendered as a strip of every screenshot to scroll, lazy after the first, with no controls', () => {
    const html = renderToString(
      <ProjectCarousel
        words={carouselWords('Shop', 5)}
        pictures={pictures(5)}
        firstPicture="first"
      />,
    );
    const strip = new DOMParser().parseFromString(html, 'text/html').body;
    const images = [...strip.querySelectorAll('img')];
    expect(images.map((image) => image.getAttribute('src'))).toEqual(
      pictures(5).map((picture) => picture.img.src),
    );
    expect(images.map((image) => image.getAttribute('loading'))).toEqual([
      'eager',
      ...Array<string>(4).fill('lazy'),
    ]);
    expect(strip.querySelectorAll('button')).toHaveLength(0);
    const group = strip.querySelector('[role="group"]');
    expect(group?.getAttribute('tabindex')).toBe('0');
    expect(group?.className).toMatch(/\bsnap-x\b/);
    expect(group?.className).toMatch(/\boverflow-x-auto\b/);
    expect(strip.querySelectorAll('[aria-hidden="true"] img')).toHaveLength(0);
    // All but the first are for a browser that runs no script (decision 0047).
    expect(strip.querySelectorAll('noscript img')).toHaveLength(4);
    expect(images[0]?.closest('noscript')).toBeNull();
  });

  it('writes the numbers the page was built with, making no number format of its own', async () => {
    const Format = Intl.NumberFormat;
    let made = 0;
    Reflect.set(
      Intl,
      'NumberFormat',
      class extends Format {
        constructor(...args: ConstructorParameters<typeof Format>) {
          super(...args);
          made += 1;
        }
      },
    );
    try {
      // Eastern Arabic digits, as an Arabic page's build would write them.
      const words = { ...carouselWords('Shop', 3), numbers: ['١', '٢', '٣'] };
      render(<ProjectCarousel words={words} pictures={pictures(3)} firstPicture="lazy" />);
      const next = await screen.findByRole('button', { name: copy.projects.nextImage });
      await userEvent.click(next);
      expect(
        screen.getByRole('button', {
          name: words.show.replace('{number}', '٢').replace('{count}', '٣'),
        }),
      ).toHaveAttribute('aria-current', 'true');
      expect(made).toBe(0);
    } finally {
      Reflect.set(Intl, 'NumberFormat', Format);
    }
  });

  it('has no arrows or dots for a single image', () => {
    render(
      <ProjectCarousel
        words={carouselWords('Solo', 1)}
        pictures={pictures(1)}
        firstPicture="lazy"
      />,
    );
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    expect(
      screen.getByRole('img', {
        name: fill(copy.projects.screenshotAlt, { title: 'Solo', number: 1, count: 1 }),
      }),
    ).toBeInTheDocument();
  });

  it('offers named arrows and one dot per image, marking the current one', async () => {
    render(
      <ProjectCarousel
        words={carouselWords('Shop', 8)}
        pictures={pictures(8)}
        firstPicture="lazy"
      />,
    );
    // The carousel takes over from the strip once the page has loaded (jsdom's has).
    expect(
      await screen.findByRole('button', { name: copy.projects.previousImage }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: copy.projects.nextImage })).toBeInTheDocument();
    const dots = Array.from({ length: 8 }, (_, i) =>
      screen.getByRole('button', { name: showImage(i + 1) }),
    );
    expect(dots).toHaveLength(8);
    expect(dots[0]).toHaveAttribute('aria-current', 'true');
    expect(dots.filter((dot) => dot.hasAttribute('aria-current'))).toHaveLength(1);
  });

  it('jumps to an image from its dot and steps with the arrows, wrapping', async () => {
    const user = userEvent.setup();
    render(
      <ProjectCarousel
        words={carouselWords('Shop', 8)}
        pictures={pictures(8)}
        firstPicture="lazy"
      />,
    );
    const carousel = screen.getByRole('group', {
      name: fill(copy.projects.screenshotsLabel, { title: 'Shop' }),
    });

    await user.click(await screen.findByRole('button', { name: showImage(3) }));
    expect(screen.getByRole('button', { name: showImage(3) })).toHaveAttribute(
      'aria-current',
      'true',
    );
    expect(
      within(carousel).getByRole('img', {
        name: fill(copy.projects.screenshotAlt, { title: 'Shop', number: 3, count: 8 }),
      }),
    ).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: showImage(1) }));
    await user.click(screen.getByRole('button', { name: copy.projects.previousImage }));
    expect(screen.getByRole('button', { name: showImage(8) })).toHaveAttribute(
      'aria-current',
      'true',
    );
    await user.click(screen.getByRole('button', { name: copy.projects.nextImage }));
    expect(screen.getByRole('button', { name: showImage(1) })).toHaveAttribute(
      'aria-current',
      'true',
    );
  });

  it('puts only the current image and its neighbours in the page, all lazy unless asked', async () => {
    const { container } = render(
      <ProjectCarousel
        words={carouselWords('Shop', 8)}
        pictures={pictures(8)}
        firstPicture="lazy"
      />,
    );
    const sources = () =>
      [...container.querySelectorAll('img')].map((img) => img.getAttribute('src'));
    // The neighbours join once the page has loaded (jsdom's page already has).
    await waitFor(() =>
      expect(sources().sort()).toEqual(['/shot-0.webp', '/shot-1.webp', '/shot-7.webp']),
    );
    const images = [...container.querySelectorAll('img')];
    expect(images.every((img) => img.getAttribute('loading') === 'lazy')).toBe(true);
    for (const img of images) {
      expect(img).toHaveAttribute('width', '480');
      expect(img).toHaveAttribute('height', '300');
    }
  });

  it('hydrates the prerendered strip as it is, then becomes the carousel', async () => {
    // The island wakes only as its card nears the view (carousel.island.tsx): from then on, one
    // small render of the current picture and its neighbours, never one long task for them all.
    const element = (
      <ProjectCarousel
        words={carouselWords('Shop', 8)}
        pictures={pictures(8)}
        firstPicture="lazy"
      />
    );
    const container = document.createElement('div');
    container.innerHTML = renderToString(element);
    document.body.append(container);
    const errors = vi.spyOn(console, 'error');
    const first = container.querySelector('img[src="/shot-0.webp"]');
    const root = hydrateRoot(container, element);
    try {
      const sources = () =>
        [...container.querySelectorAll('img')].map((img) => img.getAttribute('src'));
      await waitFor(() =>
        expect(sources().sort()).toEqual(['/shot-0.webp', '/shot-1.webp', '/shot-7.webp']),
      );
      // The first picture keeps its element: it is not fetched or painted again.
      expect(container.querySelector('img[src="/shot-0.webp"]')).toBe(first);
      expect(errors).not.toHaveBeenCalled();
    } finally {
      act(() => root.unmount());
      container.remove();
    }
  });

  it('loads the first image at once when its card starts in view', async () => {
    const { container } = render(
      <ProjectCarousel
        words={carouselWords('Shop', 6)}
        pictures={pictures(6)}
        firstPicture="first"
      />,
    );
    expect(container.querySelector('img[src="/shot-0.webp"]')).toHaveAttribute('loading', 'eager');
    await waitFor(() =>
      expect(container.querySelector('img[src="/shot-1.webp"]')).toHaveAttribute('loading', 'lazy'),
    );
  });
});
