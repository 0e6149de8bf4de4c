// A change of fonts after the first paint, made so that nothing on the screen moves
// (docs/decisions/0034-brand-fonts-after-the-first-paint.md). The fallback faces take each font's
// average room, not each line's: a line that just fits in one face may break once more or less in
// the other, and a box that gains or loses a line pushes what follows, as a button a little wider
// or narrower pushes the next one along the row, and a centred line a little shorter starts
// further in. So the change is made, and mended, within one task, before the browser draws a frame
// of it:
//   - a box that came out taller or wider has its letters drawn closer (`tightestEm`); when even
//     that does not bring it back to its former size, it is left to grow;
//   - a text whose first line starts elsewhere has that line drawn as wide as it was;
//   - a box that came out shorter or narrower keeps its former size (min-height, min-width; every
//     box is border-box, app.css), so nothing after it or beside it moves.
// A resize lays everything out afresh anyway: the mends are taken back then.

/** The most a box's letters are drawn closer or further apart to keep its room: 0.03em, hardly seen. */
const tightestEm = 0.03;
/** Heights closer than this (CSS px) are the same. */
const same = 0.5;

/** A box's size, and its own text's lines' widths, the first line's start first: [x, ...widths]. */
type Room = [width: number, height: number, text?: number[]];

/** Runs `change` (a restyle) and mends the layout it makes so that no box moves. */
export function swapHoldingLayout(win: Window, change: () => void): void {
  const { document } = win;
  // An inline box's room is its line's: the block around it is what holds it.
  const boxes = Array.from(document.body.querySelectorAll<HTMLElement>('*')).filter(
    (box) => win.getComputedStyle(box).display !== 'inline',
  );
  const range = document.createRange();
  // Every size is read in one pass after a layout and every mend written in another, so that the
  // swap costs two layouts and a few reads however long the page: it runs while the visitor may be
  // reading.
  const measure = () =>
    boxes.map((box): Room => {
      const { width, height } = box.getBoundingClientRect();
      // Only a box with text of its own (a node that is not an element) is measured for it.
      if (box.children.length === box.childNodes.length) return [width, height];
      range.selectNodeContents(box);
      const lines = Array.from(range.getClientRects());
      return [width, height, [lines[0]?.x ?? 0, ...lines.map((line) => line.width)]];
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
  const larger = ([width, height]: Room, [oldWidth, oldHeight]: Room) =>
    width > oldWidth + same || height > oldHeight + same;
  const grown = boxes.filter((_, index) => larger(after[index] ?? [0, 0], before[index] ?? [0, 0]));
  /** The letter spacing, `em` further apart than the box's own (within 0.03em either way). */
  const space = (box: HTMLElement, em: number) => {
    const style = win.getComputedStyle(box);
    const limit = tightestEm * Number.parseFloat(style.fontSize);
    // 'normal' is 0.
    const spacing = Number.parseFloat(style.letterSpacing) || 0;
    mend(box, 'letterSpacing', `${spacing + Math.max(-limit, Math.min(limit, em))}px`);
  };
  /** The boxes drawn closer, with the spacing they had. */
  const spaced: [index: number, box: HTMLElement, spacing: string][] = [];
  boxes.forEach((box, index) => {
    const [, , [x = 0, width = 0] = []] = before[index] ?? [0, 0];
    const [, , [newX = x, newWidth = width, ...rest] = []] = after[index] ?? [0, 0];
    // The innermost boxes that grew (their parents grew because of them) are drawn as close as
    // the limit allows, and left as the brand font draws them if that does not bring them back.
    if (grown.includes(box) && !grown.some((other) => other !== box && box.contains(other))) {
      spaced.push([index, box, box.style.letterSpacing]);
      space(box, -Infinity);
    }
    // A text whose first line starts elsewhere (centred, or after something wider or narrower) has
    // that line drawn as wide as it was, its letters spread by what it lacks or has over: the
    // browser counts a text that starts 3 px away as moved. The first line's share of the letters
    // is its share of the text's width.
    else if (Math.abs(newX - x) >= 1) {
      const letters =
        (box.textContent.length * newWidth) / rest.reduce((total, line) => total + line, newWidth);
      space(box, (width - newWidth) / Math.max(1, letters));
    }
  });
  // A box that the tightest spacing did not bring back is drawn as the brand font draws it.
  for (const [index, box, spacing] of spaced) {
    const { width, height } = box.getBoundingClientRect();
    if (larger([width, height], before[index] ?? [0, 0])) box.style.letterSpacing = spacing;
  }
  // The sizes the brand font gave are what is held: a box the spacing brought back to its size
  // needs no more, one it did not still keeps its parents' room.
  boxes.forEach((box, index) => {
    const [width, height] = before[index] ?? [0, 0];
    const [newWidth = width, newHeight = height] = after[index] ?? [];
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
