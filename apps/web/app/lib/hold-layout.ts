// A change of fonts after the first paint, made so that nothing on the screen moves
// (docs/decisions/0034-brand-fonts-after-the-first-paint.md). The fallback faces take each font's
// average room, not each line's: a line that just fits in one face may break once more or less in
// the other, and a box that gains or loses a line pushes what follows, as a button a little wider
// or narrower pushes the next one along the row, and a centred line a little shorter starts
// further in. So the change is made, and mended, within one task at the start of a frame, before
// the browser draws it:
//   - a box that came out taller or wider has its letters drawn `tightestEm` closer, which brings
//     most back to their former size (one that it does not is left to grow);
//   - a text whose first line starts elsewhere in its box has that line drawn as wide as it was,
//     its letters spread by what it lacks or has over (within `tightestEm`);
//   - a box that came out shorter or narrower keeps its former size (min-height, min-width; every
//     box is border-box, app.css), so nothing after it or beside it moves.
// A resize lays everything out afresh anyway: the mends are taken back then.

/** The most a box's letters are drawn closer or further apart to keep its room: 0.03em. */
const tightestEm = 0.03;
/** Sizes closer than this (CSS px) are the same. */
const same = 0.5;

/** A box's size, and its own text's lines' widths after where the first starts in it. */
type Room = [width: number, height: number, text?: number[]];

/**
 * Runs `change` (a restyle) at the start of the next frame and mends the layout it makes so that no
 * box on the screen moves. Measured in the same task: a box that slid or grew a moment before
 * (an entrance, a widget waking) is measured as the frame would have drawn it.
 */
export function swapHoldingLayout(win: Window, change: () => void): void {
  win.requestAnimationFrame(() => {
    swapNow(win, change);
  });
}

/**
 * Whether the browser draws nothing of a box (not displayed, in a closed <details>, or in a
 * section skipping its rendering), told without laying it out: reading the size of a box the
 * browser skips would make it lay that box out there and then.
 */
const unrendered = (box: HTMLElement): boolean =>
  'checkVisibility' in box && !box.checkVisibility({ contentVisibilityAuto: true });

/**
 * The boxes on the screen within `parent`. Only what is on the screen can be seen to move: what is
 * below it moves out of sight, and the browser keeps what is shown in place when something above
 * it changes (scroll anchoring). What is inside a box off the screen is off it too, and is not
 * measured: a section that skips its rendering until it nears the view (`content-visibility:
 * auto`) would otherwise be laid out for each box in it. An inline box's room is its line's: the
 * block around it is what holds it. A drawing (SVG) takes no room from the fonts.
 */
function onScreen(win: Window, parent: Element, boxes: HTMLElement[] = []): HTMLElement[] {
  for (const box of parent.children) {
    if (!(box instanceof HTMLElement) || unrendered(box)) continue;
    const { top, bottom } = box.getBoundingClientRect();
    if (bottom < 0 || top > win.innerHeight) continue;
    if (win.getComputedStyle(box).display !== 'inline') boxes.push(box);
    onScreen(win, box, boxes);
  }
  return boxes;
}

function swapNow(win: Window, change: () => void): void {
  const { document } = win;
  const boxes = onScreen(win, document.body);
  const range = document.createRange();
  // Every size is read in one pass after a layout and every mend written in another, so that the
  // swap costs two layouts and a few reads however long the page.
  const measure = () =>
    boxes.map((box): Room => {
      const { left, right, width, height } = box.getBoundingClientRect();
      // Only a box with text of its own (a node that is not an element) is measured for it, where
      // its text starts within it, from the side it is read from: a box that slides in (an
      // entrance) has not moved its text.
      if (box.children.length === box.childNodes.length) return [width, height];
      range.selectNodeContents(box);
      const lines = Array.from(range.getClientRects());
      const start =
        win.getComputedStyle(box).direction === 'rtl'
          ? right - (lines[0]?.right ?? right)
          : (lines[0]?.left ?? left) - left;
      return [width, height, [start, ...lines.map((line) => line.width)]];
    });
  const before = measure();
  change();
  const after = measure();
  // What the mends overwrite, to be given back.
  const mended = new Map<HTMLElement, string>();
  const mend = (
    box: HTMLElement,
    style: 'minWidth' | 'minHeight' | 'letterSpacing',
    value: string,
  ) => {
    if (!mended.has(box)) mended.set(box, box.style.cssText);
    box.style[style] = value;
  };
  /** Sets the box's letter spacing `em` further apart than its own, within 0.03em either way. */
  const space = (box: HTMLElement, em: number) => {
    const style = win.getComputedStyle(box);
    const limit = tightestEm * Number.parseFloat(style.fontSize);
    // 'normal' is 0.
    const spacing = Number.parseFloat(style.letterSpacing) || 0;
    mend(box, 'letterSpacing', `${spacing + Math.max(-limit, Math.min(limit, em))}px`);
  };
  const grown = boxes.filter((_, index) => {
    const [width = 0, height = 0] = before[index] ?? [];
    const [newWidth = 0, newHeight = 0] = after[index] ?? [];
    return newWidth > width + same || newHeight > height + same;
  });
  boxes.forEach((box, index) => {
    const [width = 0, height = 0, [x = 0, line = 0] = []] = before[index] ?? [];
    const [newWidth = width, newHeight = height, [newX = x, newLine = line, ...rest] = []] =
      after[index] ?? [];
    // The innermost boxes that grew (their parents grew because of them).
    if (grown.includes(box) && !grown.some((other) => other !== box && box.contains(other)))
      space(box, -Infinity);
    // The first line's share of the letters is its share of the text's width.
    else if (Math.abs(newX - x) >= 1)
      space(
        box,
        (line - newLine) /
          Math.max(1, (box.textContent.length * newLine) / rest.reduce((a, b) => a + b, newLine)),
      );
    if (newWidth < width - same) mend(box, 'minWidth', `${width}px`);
    if (newHeight < height - same) mend(box, 'minHeight', `${height}px`);
  });
  if (mended.size > 0)
    win.addEventListener(
      'resize',
      () => {
        for (const [box, cssText] of mended) box.style.cssText = cssText;
      },
      { once: true },
    );
}
