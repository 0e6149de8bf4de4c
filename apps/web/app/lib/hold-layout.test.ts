// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { swapHoldingLayout } from './hold-layout.ts';

/**
 * A page laid out by rules instead of a browser: each box's height follows the font named on
 * <html> and the box's own inline style, as text that breaks once more or less would.
 */
function page(
  heights: Record<string, (brand: boolean, box: HTMLElement) => number>,
  widths: Record<string, (brand: boolean, box: HTMLElement) => number> = {},
  texts: Record<string, (brand: boolean, box: HTMLElement) => number | [number, number]> = {},
  /** Where a box's top is on the screen (0 unless said). */
  tops: Record<string, number> = {},
) {
  document.body.innerHTML = `
    <section id="column">
      <h1 id="grows" style="font-size: 20px">A heading</h1>
      <p id="shrinks">A paragraph</p>
    </section>
    <p id="too-wide" style="font-size: 16px">A line that no tightening keeps</p>
    <p id="same">A line that breaks the same</p>
    <button id="button" style="font-size: 16px">Send</button>
    <h2 id="centred" style="font-size: 20px">A centred heading</h2>
    <p id="rtl" dir="rtl" style="font-size: 16px">نص يبدأ من اليمين</p>`;
  // Each text runs as wide as its rule says, centred in a column 400 px wide.
  function firstLine(this: Range) {
    const box = this.startContainer as HTMLElement;
    const brand = document.documentElement.dataset.fonts === 'brand';
    const drawn = texts[box.id]?.(brand, box) ?? 100;
    // A width alone is a line centred in 400 px; [x, width] a line where it says.
    const [x, width] = typeof drawn === 'number' ? [(400 - drawn) / 2, drawn] : drawn;
    return DOMRect.fromRect({ x, width });
  }
  Object.assign(Range.prototype, {
    getBoundingClientRect: firstLine,
    getClientRects(this: Range) {
      return [firstLine.call(this)];
    },
  });
  return vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(function (
    this: HTMLElement,
  ) {
    const brand = document.documentElement.dataset.fonts === 'brand';
    const own = heights[this.id];
    const height =
      own !== undefined
        ? own(brand, this)
        : Array.from(this.children).reduce(
            (sum, child) => sum + child.getBoundingClientRect().height,
            0,
          );
    const width = widths[this.id]?.(brand, this) ?? 100;
    const at = (value: number, least: string) => Math.max(Number.parseFloat(least) || 0, value);
    return DOMRect.fromRect({
      y: tops[this.id] ?? 0,
      width: at(width, this.style.minWidth),
      height: at(height, this.style.minHeight),
    });
  });
}

const rows = { grows: () => 30, shrinks: () => 20, 'too-wide': () => 20, same: () => 20 };
/** How much further apart, in px, the mends draw the box's letters than the page set (0). */
const tightened = (box: HTMLElement) => Number.parseFloat(box.style.letterSpacing || '0');
const byId = (id: string): HTMLElement => {
  const box = document.getElementById(id);
  if (box === null) throw new Error(`no #${id} on the page`);
  return box;
};
/** The swap, done: at the start of the next frame. */
const swap = () =>
  new Promise<void>((resolve) => {
    swapHoldingLayout(window, toBrand);
    requestAnimationFrame(() => {
      resolve();
    });
  });
const toBrand = () => {
  document.documentElement.dataset.fonts = 'brand';
};

afterEach(() => {
  vi.restoreAllMocks();
  delete document.documentElement.dataset.fonts;
});

describe('swapHoldingLayout', () => {
  it('keeps a box that loses a line at its former height, and what follows where it was', async () => {
    page({
      grows: () => 30,
      shrinks: (brand) => (brand ? 20 : 40),
      'too-wide': () => 20,
      same: () => 20,
    });
    const column = byId('column').getBoundingClientRect().height;
    await swap();
    expect(byId('shrinks').style.minHeight).toBe('40px');
    expect(byId('column').getBoundingClientRect().height).toBe(column);
    expect(byId('same').style.minHeight).toBe('');
  });

  it('draws the letters of a box that gains a line closer, to keep its lines', async () => {
    // Back on its two lines once its letters are 0.4 px closer (0.02em of 20 px).
    page({
      grows: (brand, box) => (brand && tightened(box) > -0.4 ? 60 : 30),
      shrinks: () => 20,
      'too-wide': () => 20,
      same: () => 20,
    });
    await swap();
    // 0.03em closer, and no more.
    expect(tightened(byId('grows'))).toBeCloseTo(-0.6);
    expect(byId('grows').getBoundingClientRect().height).toBe(30);
    // Its section grew only because of it: untouched.
    expect(byId('column').style.letterSpacing).toBe('');
  });

  it('lets a box that even 0.03em closer does not keep grow, the least it can', async () => {
    page({
      grows: () => 30,
      shrinks: () => 20,
      'too-wide': (brand) => (brand ? 40 : 20),
      same: () => 20,
    });
    await swap();
    expect(tightened(byId('too-wide'))).toBeCloseTo(-0.48);
    expect(byId('too-wide').getBoundingClientRect().height).toBe(40);
  });

  it('keeps a button that came out narrower at its former width, and one wider drawn closer', async () => {
    page(rows, { button: (brand) => (brand ? 90 : 100) });
    await swap();
    expect(byId('button').style.minWidth).toBe('100px');

    delete document.documentElement.dataset.fonts;
    page(rows, { button: (brand, box) => (brand && tightened(box) > -0.3 ? 104 : 100) });
    await swap();
    expect(tightened(byId('button'))).toBeLessThanOrEqual(-0.3);
    expect(byId('button').getBoundingClientRect().width).toBe(100);
  });

  it('draws a centred text as wide as it was, so that it starts where it did', async () => {
    // Each letter 0.01em further apart (0.2 px at 20 px) widens the line by 0.2 px.
    const drawn = (natural: number) => (brand: boolean, box: HTMLElement) =>
      brand ? natural + tightened(box) * box.textContent.length : 280;
    page(rows, {}, { centred: drawn(290) });
    await swap();
    const wider = document.createRange();
    wider.selectNodeContents(byId('centred'));
    expect(wider.getBoundingClientRect().width).toBeCloseTo(280);

    delete document.documentElement.dataset.fonts;
    page(rows, {}, { centred: drawn(272) });
    await swap();
    expect(tightened(byId('centred'))).toBeGreaterThan(0);
    const narrower = document.createRange();
    narrower.selectNodeContents(byId('centred'));
    expect(narrower.getBoundingClientRect().width).toBeCloseTo(280);
  });

  it('leaves a right-to-left text that still starts at its right edge', async () => {
    // Its box is 100 px wide; its line ends at the box's right edge, shorter with the brand font.
    page(rows, {}, { rtl: (brand) => (brand ? [30, 70] : [20, 80]) });
    await swap();
    expect(byId('rtl').style.letterSpacing).toBe('');
  });

  it('measures nothing inside a box below the screen', async () => {
    // A section that skips its rendering until near the view would be laid out for each read.
    const rect = page({ ...rows, column: () => 50 }, {}, {}, { column: window.innerHeight + 100 });
    await swap();
    const measured = rect.mock.contexts.map((box) => (box instanceof HTMLElement ? box.id : ''));
    expect(measured).toContain('column');
    expect(measured).toContain('same');
    expect(measured).not.toContain('grows');
    expect(measured).not.toContain('shrinks');
  });

  it('measures nothing the browser does not draw, such as a closed menu', async () => {
    const rect = page(rows);
    Object.assign(byId('column'), { checkVisibility: () => false });
    await swap();
    const measured = rect.mock.contexts.map((box) => (box instanceof HTMLElement ? box.id : ''));
    expect(measured).toContain('same');
    expect(measured).not.toContain('column');
    expect(measured).not.toContain('grows');
  });

  it('takes the mends back when the window is resized, keeping what the page had set', async () => {
    page({
      grows: (brand, box) => (brand && tightened(box) > -0.4 ? 60 : 30),
      shrinks: (brand) => (brand ? 20 : 40),
      'too-wide': () => 20,
      same: () => 20,
    });
    byId('shrinks').style.letterSpacing = '1px';
    await swap();
    expect(byId('shrinks').style.minHeight).toBe('40px');
    window.dispatchEvent(new Event('resize'));
    expect(byId('shrinks').style.minHeight).toBe('');
    expect(byId('shrinks').style.letterSpacing).toBe('1px');
    expect(byId('grows').style.letterSpacing).toBe('');
  });
});
