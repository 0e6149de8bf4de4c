// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { identity } from '@portfolio/content/identity';
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

  it('keeps a tag that 0.03em closer takes below its former width at that width, as in a row that wraps', async () => {
    // 4 px wider in the brand font, 3 px narrower than it was once drawn 0.48 px closer: the next
    // tag along the row would come up from the line below.
    page(rows, { button: (brand, box) => (brand ? (tightened(box) < 0 ? 97 : 104) : 100) });
    await swap();
    expect(tightened(byId('button'))).toBeCloseTo(-0.48);
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

/** A rectangle at x, y, w wide and h high. */
const rect = (x: number, y: number, width: number, height = 20) =>
  DOMRect.fromRect({ x, y, width, height });

/**
 * A page laid out by rules for the parts of a line: each element's box, and each node's content's
 * rectangles (what a Range over it gives), as the brand font is named on <html> or not.
 */
function lines(
  html: string,
  boxes: Record<string, (brand: boolean, box: HTMLElement) => DOMRect>,
  contents: (node: Node, brand: boolean) => DOMRect[] | undefined,
) {
  document.body.innerHTML = html;
  const brand = () => document.documentElement.dataset.fonts === 'brand';
  vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(function (
    this: HTMLElement,
  ) {
    const box = boxes[this.id]?.(brand(), this) ?? rect(0, 0, 100);
    const at = (value: number, least: string) => Math.max(Number.parseFloat(least) || 0, value);
    return DOMRect.fromRect({
      x: box.x,
      y: box.y,
      width: at(box.width, this.style.minWidth),
      height: at(box.height, this.style.minHeight),
    });
  });
  Object.assign(Range.prototype, {
    getClientRects(this: Range) {
      return contents(this.startContainer, brand()) ?? [];
    },
  });
}

/**
 * A heading `width` px wide with a name in the middle of its line: in the brand font the greeting
 * before it comes out 22.7 px narrower, the name 51.5 px wider, and the words after it shorter.
 */
const nameMidLine = (width: number) =>
  lines(
    `<h1 id="heading">नमस्ते, मैं <span id="name">${identity.firstName}</span> हूँ</h1>`,
    { heading: () => rect(16, 0, width, 48) },
    (node, brand) => {
      const greeting = rect(16, 0, brand ? 179.2 : 201.9, 48);
      const name = rect(greeting.right, 0, brand ? 105.2 : 53.7, 48);
      const rest = rect(name.right, 0, brand ? 39.4 : 67.3, 48);
      if (node === byId('heading')) return [greeting, name, rest];
      if (node === byId('heading').firstChild) return [greeting];
      if (node === byId('name')) return [name];
      if (node === byId('heading').lastChild) return [rest];
    },
  );

describe('swapHoldingLayout, on the parts of a line', () => {
  afterEach(() => {
    Reflect.deleteProperty(document, 'caretPositionFromPoint');
  });

  it('gives a name that now starts earlier on its line the gap that brings it back', async () => {
    // "Hi, I'm " comes out 8.4 px narrower in the brand font: the name after it would slide left.
    lines(
      `<h1 id="heading">Hi, I'm <span id="name">${identity.firstName}</span></h1>`,
      { heading: () => rect(16, 0, 380, 48) },
      (node, brand) => {
        const greeting = rect(16, 0, brand ? 140.8 : 149.2, 48);
        const name = rect(greeting.right, 0, brand ? 124.5 : 131.4, 48);
        if (node === byId('heading')) return [greeting, name];
        if (node === byId('heading').firstChild) return [greeting];
        if (node === byId('name')) return [name];
      },
    );
    await swap();
    expect(Number.parseFloat(byId('name').style.marginInlineStart)).toBeCloseTo(8.4);
    // The greeting starts where it did: its letters are left as they are.
    expect(byId('heading').style.letterSpacing).toBe('');
  });

  it('leaves a name whose gap would take its line past the end of its box, where it would break', async () => {
    // In 343 px: the greeting 22.7 px narrower, the name wider, the line 323.7 px long.
    nameMidLine(343);
    await swap();
    expect(byId('name').style.marginInlineStart).toBe('');
  });

  it('leaves a name whose gap would take the words after it further than anything on the line had moved', async () => {
    // In 380 px, room enough: the greeting 22.7 px narrower, the name 51.5 px wider, so the words
    // after it moved 28.8 px along; given the gap, they would move 51.5.
    nameMidLine(380);
    await swap();
    expect(byId('name').style.marginInlineStart).toBe('');
  });

  it('gives the text after a link that came out narrower the gap, and leaves one that starts later', async () => {
    const sentence = (linkWidth: number) =>
      lines(
        `<p id="sentence"><a id="link" href="#">A link</a> and the rest</p>`,
        { sentence: () => rect(0, 0, 400) },
        (node, brand) => {
          const link = rect(0, 0, brand ? linkWidth : 50);
          const rest = rect(link.right, 0, 120);
          if (node === byId('sentence')) return [link, rest];
          if (node === byId('link')) return [link];
          if (node === byId('sentence').lastChild) return [rest];
        },
      );
    sentence(44);
    await swap();
    expect(Number.parseFloat(byId('link').style.marginInlineEnd)).toBeCloseTo(6);

    // Brought back, it would be drawn over the end of the link.
    delete document.documentElement.dataset.fonts;
    sentence(56);
    await swap();
    expect(byId('link').style.marginInlineEnd).toBe('');
  });

  it('keeps a table as wide as it was, each column as wide as its first cell was', async () => {
    lines(
      `<table id="table"><tr><th id="first">SQLite</th><th id="second">PostgreSQL</th></tr>
        <tr><td>a file</td><td>a server</td></tr></table>`,
      {
        table: () => rect(16, 0, 380, 80),
        first: (brand) => rect(16, 0, brand ? 90 : 102.5, 40),
        second: (brand) => rect(brand ? 106 : 118.5, 0, brand ? 182 : 160.125, 40),
      },
      () => undefined,
    );
    await swap();
    expect(byId('table').style.tableLayout).toBe('fixed');
    expect(byId('table').style.width).toBe('380px');
    expect(byId('first').style.width).toBe('102.5px');
    expect(byId('second').style.width).toBe('160.125px');
  });

  it('gives a table that its held columns make taller its own layout back', async () => {
    // A cell's text, wider in the brand font, takes another line in its column as it was.
    lines(
      `<table id="table"><tr><th id="first">Editing</th><th id="second">VS Code, with Vim keys</th></tr></table>`,
      {
        table: (brand, table) => rect(16, 0, 380, brand && table.style.tableLayout ? 120 : 80),
        first: () => rect(16, 0, 100, 40),
        second: () => rect(116, 0, 280, 40),
      },
      () => undefined,
    );
    await swap();
    expect(byId('table').style.tableLayout).toBe('');
    expect(byId('table').style.width).toBe('');
    expect(byId('second').style.width).toBe('');
  });

  it('leaves a table whose first row has a cell across two columns, which a fixed layout would share evenly', async () => {
    lines(
      `<table id="table"><tr><th id="both" colspan="2">Databases</th></tr>
        <tr><td>SQLite</td><td>PostgreSQL</td></tr></table>`,
      { table: () => rect(16, 0, 380, 80) },
      () => undefined,
    );
    await swap();
    expect(byId('table').style.tableLayout).toBe('');
    expect(byId('both').style.width).toBe('');
  });

  it('breaks a centred text that came out on fewer lines where it broke, in a room as wide as its first line was', async () => {
    // Two lines, 263.75 and 112.8 px, centred in 380 px; on one line, 356 px, in the brand font,
    // unless its room is narrowed.
    const label = () => byId('label');
    const narrowedTo = () => 380 - 2 * (Number.parseFloat(label().style.paddingInline) || 0);
    lines(
      `<p id="label" style="text-align: center; font-size: 14px">What I build &amp; how I work for you</p>`,
      { label: (brand) => rect(16, 0, 380, brand && narrowedTo() > 356 ? 20 : 40) },
      (node, brand) => {
        if (node !== label()) return undefined;
        if (brand && narrowedTo() > 356) return [rect(28, 0, 356)];
        const first = brand ? 250 : 263.75;
        return [rect(16 + (380 - first) / 2, 0, first), rect(149.6, 20, 112.8)];
      },
    );
    await swap();
    // Its first line's width, and 6% more for its letters to be drawn closer or further apart.
    expect(narrowedTo()).toBeCloseTo(263.75 * 1.06 + 0.5);
    expect(label().style.minHeight).toBe('');
    // Then spaced to be as wide as it was: starting where it did.
    expect(Number.parseFloat(label().style.letterSpacing)).toBeGreaterThan(0);
  });

  it("breaks a text in parts that came out on fewer lines where it broke, in a room its first line's words take", async () => {
    // "Posts tagged “mobile”": the quote and the tag went to the second line; in the brand font
    // all fits on one, and "Posts tagged " takes 237 px where it took 222.
    const heading = () => byId('heading');
    const room = () => 380 - (Number.parseFloat(heading().style.paddingInlineEnd) || 0);
    lines(
      `<h1 id="heading">Posts tagged “<span>mobile</span>”</h1>`,
      { heading: (brand) => rect(16, 0, 380, brand && room() >= 380 ? 40 : 80) },
      (node, brand) => {
        if (node !== heading()) return undefined;
        if (brand && room() >= 380) return [rect(16, 0, 378)];
        return [rect(16, 0, brand ? 237 : 222), rect(16, 40, 150)];
      },
    );
    // The second line starts at the quote before the tag.
    Object.assign(document, {
      caretPositionFromPoint: () => ({ offsetNode: heading().firstChild, offset: 13 }),
    });
    vi.spyOn(Range.prototype, 'getBoundingClientRect').mockImplementation(function (this: Range) {
      const brand = document.documentElement.dataset.fonts === 'brand';
      return this.endContainer === heading().firstChild
        ? rect(16, 0, brand ? 237 : 222)
        : rect(0, 0, 0);
    });
    await swap();
    expect(room()).toBeCloseTo(237.5);
    expect(heading().style.minHeight).toBe('');
  });

  it('gives a text its room back when narrowing it would break it on more lines than it had', async () => {
    // A balanced heading on two lines, on one in the brand font, and on three in a narrower room.
    const heading = () => byId('heading');
    const padded = () => heading().style.paddingInlineEnd !== '';
    lines(
      `<h1 id="heading">Explore my <span>finest</span> projects</h1>`,
      { heading: (brand) => rect(16, 0, 380, !brand ? 80 : padded() ? 120 : 40) },
      (node, brand) => {
        if (node !== heading()) return undefined;
        return brand && !padded() ? [rect(16, 0, 350)] : [rect(16, 0, 150), rect(16, 40, 300)];
      },
    );
    await swap();
    expect(heading().style.paddingInlineEnd).toBe('');
    // What holds it instead: its former height.
    expect(heading().style.minHeight).toBe('80px');
  });
});
