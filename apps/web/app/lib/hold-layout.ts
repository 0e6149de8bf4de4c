// A change of fonts after the first paint, made so that nothing on the screen moves
// (docs/decisions/0034-brand-fonts-after-the-first-paint.md). The fallback faces take each font's
// average room, not each line's: a line that just fits in one face may break once more or less in
// the other, and a box that gains or loses a line pushes what follows, as a button a little wider
// or narrower pushes the next one along the row, and a centred line a little shorter starts
// further in. Browsers count as moved every box whose corner moves, and every text (a run of
// characters between two elements) whose first character does. So the change is made, and
// mended, within one task at the start of a frame, before the browser draws it:
//   - a table keeps its width and its columns' before the change (a fixed layout);
//   - a text that came out on fewer lines is narrowed (padding) to break where it did;
//   - a box that came out taller or wider has its letters drawn `tightestEm` closer, which brings
//     most back to their former size, and is held at least at that size (one that it does not
//     bring back is left to grow);
//   - a text whose first line starts elsewhere in its box has that line drawn as wide as it was,
//     its letters spread by what it lacks or has over (within `tightestEm`);
//   - a part of a line (a name in a heading, the words after a link) that starts earlier is given
//     the gap (a margin) that brings it back;
//   - a box that came out shorter or narrower keeps its former size (min-height, min-width; every
//     box is border-box, app.css), so nothing after it or beside it moves.
// A resize lays everything out afresh anyway: the mends are taken back then.

/** The most a box's letters are drawn closer or further apart to keep its room: 0.03em. */
const tightestEm = 0.03;
/** Sizes closer than this (CSS px) are the same. */
const same = 0.5;

/**
 * A box's size; its own text's lines' widths after where the first starts in it; where each of its
 * children (text or inline element) starts on the screen, and on which line; and a point just
 * inside its second line's start.
 */
type Room = [
  width: number,
  height: number,
  text?: number[],
  pieces?: number[][],
  second?: [x: number, y: number],
];

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
  /** The rectangles of `node`'s content: one a line for a text, and one each of its elements'. */
  const rects = (node: Node) => {
    range.selectNodeContents(node);
    return Array.from(range.getClientRects());
  };
  // Every size is read in one pass after a layout and every mend written in another, so that the
  // swap costs two layouts and a few reads however long the page (more only when a text whose lines
  // broke elsewhere is narrowed, below).
  const measure = () =>
    boxes.map((box): Room => {
      const { left, right, width, height } = box.getBoundingClientRect();
      // Only a box with text of its own (a node that is not an element) is measured for it, where
      // its text starts within it, from the side it is read from: a box that slides in (an
      // entrance) has not moved its text.
      if (box.children.length === box.childNodes.length) return [width, height];
      const rtl = win.getComputedStyle(box).direction === 'rtl';
      // Its lines, each from the first to the last of the rectangles on it.
      const lines: { top: number; bottom: number; left: number; right: number }[] = [];
      for (const { top, bottom, left, right } of rects(box)) {
        const line = lines.at(-1);
        if (line !== undefined && Math.abs(top - line.top) < 1) {
          line.left = Math.min(line.left, left);
          line.right = Math.max(line.right, right);
        } else lines.push({ top, bottom, left, right });
      }
      const [first = { left, right }, second] = lines;
      return [
        width,
        height,
        [
          rtl ? right - first.right : first.left - left,
          ...lines.map((line) => line.right - line.left),
        ],
        // Each child's start (text, or an element such as a name in a heading or a link in a
        // sentence) and its line's top: a later child moves along its line when an earlier one's
        // text changes width.
        Array.from(box.childNodes, (node) => {
          const [rect] = rects(node);
          return rect ? [rtl ? -rect.right : rect.left, rect.top] : [];
        }),
        second && [rtl ? second.right - 1 : second.left + 1, (second.top + second.bottom) / 2],
      ];
    });
  // What the mends overwrite, to be given back.
  const mended = new Map<HTMLElement, string>();
  const mend = (
    box: HTMLElement,
    style:
      | 'minWidth'
      | 'minHeight'
      | 'letterSpacing'
      | 'width'
      | 'tableLayout'
      | 'paddingInline'
      | 'paddingInlineEnd'
      | 'marginInlineStart'
      | 'marginInlineEnd',
    value: string,
  ) => {
    if (!mended.has(box)) mended.set(box, box.style.cssText);
    box.style[style] = value;
  };
  const before = measure();
  // Where each text's second line starts, in its words (a browser that cannot tell says nothing).
  const breaks = before.map(([, , , , point]) =>
    point && 'caretPositionFromPoint' in document
      ? document.caretPositionFromPoint(...point)
      : null,
  );
  // A table shares its width among its columns by what their cells hold, so a cell whose text
  // changes width moves the others: every table on the screen keeps its width and its columns'
  // (its first row's cells'; where a cell spans columns, the fixed layout would share its width
  // evenly between them, and the table is left as it is). One that comes out taller so
  // (a cell's text broken on more lines in its column) is given its own layout back, below.
  /** A table with the cells that hold its columns, or a box alone. */
  const parts = (box: HTMLElement) =>
    box instanceof HTMLTableElement ? [box, ...(box.rows[0]?.cells ?? [])] : [box];
  const tables = boxes.filter(
    (box) => box instanceof HTMLTableElement && !box.querySelector('[colspan]'),
  );
  const widths = tables.flatMap((table) =>
    parts(table).map((cell) => [cell, cell.getBoundingClientRect().width] as const),
  );
  for (const [cell, width] of widths) {
    mend(cell, 'width', `${width}px`);
    if (cell instanceof HTMLTableElement) mend(cell, 'tableLayout', 'fixed');
  }
  change();
  let after = measure();
  // A text that came out on fewer lines moves: a centred one starts further out however its
  // letters are spaced, and in one of several parts (a name in a heading) a later part goes up a
  // line. Its lines are made to break where they did: its room is narrowed (padding, so its box
  // keeps its size) to its widest line's former width, 6% more for a centred one (its letters are
  // then drawn up to 0.03em closer, on letters about 0.5em wide), or to what its first line's words
  // now take if that is more. A text the narrowing breaks on more lines than it had is given its
  // room back.
  const narrowed = boxes.filter((box, index) => {
    const [width = 0, height = 0, [x = 0, ...lines] = []] = before[index] ?? [];
    const [, newHeight = 0, [newX = x] = []] = after[index] ?? [];
    const align = win.getComputedStyle(box).textAlign;
    const caret = breaks[index];
    if (newHeight > height - same || !lines[0] || align === 'right' || align === 'end')
      return false;
    let words = 0;
    if (caret && box.contains(caret.offsetNode)) {
      range.setStart(box, 0);
      range.setEnd(caret.offsetNode, caret.offset);
      words = range.getBoundingClientRect().width;
    }
    const centred = align === 'center';
    const room = Math.max(Math.max(...lines) * (centred ? 1.06 : 1), words) + same;
    if (centred && Math.abs(newX - x) >= 1) mend(box, 'paddingInline', `${(width - room) / 2}px`);
    else if (box.childNodes.length > 1) mend(box, 'paddingInlineEnd', `${width - x - room}px`);
    else return false;
    return true;
  });
  if (narrowed.length > 0) after = measure();
  const broken = [...tables, ...narrowed].filter((box) => {
    const index = boxes.indexOf(box);
    return (after[index]?.[1] ?? 0) > (before[index]?.[1] ?? 0) + same;
  });
  for (const part of broken.flatMap(parts)) part.style.cssText = mended.get(part) ?? '';
  if (broken.length > 0) after = measure();
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
    const [width = 0, height = 0, [x = 0, line = 0] = [], pieces = []] = before[index] ?? [];
    const [
      newWidth = width,
      newHeight = height,
      [newX = x, newLine = line, ...rest] = [],
      newPieces = pieces,
    ] = after[index] ?? [];
    // The innermost boxes that grew (their parents grew because of them) are drawn closer, and
    // held at their former size below: drawn closer than they need, they would come out smaller,
    // and a row of them (tags that wrap) would take an item from the next line.
    const spaced =
      grown.includes(box) && !grown.some((other) => other !== box && box.contains(other));
    if (spaced) space(box, -Infinity);
    // The first line's share of the letters is its share of the text's width.
    else if (Math.abs(newX - x) >= 1)
      space(
        box,
        (line - newLine) /
          Math.max(1, (box.textContent.length * newLine) / rest.reduce((a, b) => a + b, newLine)),
      );
    // A child on the first line that now starts earlier, as the text before it came out
    // narrower, is given the gap (a margin) that brings it back: an element by its own start, a
    // text by the end of the element before it. One that starts later is left, as bringing it
    // back would draw it over the text before it; so is one whose gap would not leave the line
    // room to end within the box (it would break again, further on), or would take a child after
    // it further than any child on the line had moved.
    else {
      let moved = 0;
      const [, lineTop = 0] = pieces[0] ?? [];
      // How far each child on the first line moved along it (not on it: not a number).
      const moves = pieces.map(([at = 0, top = 0], child) => {
        const [newAt = at, newTop = 0] = newPieces[child] ?? [];
        return Math.abs(top - lineTop) + Math.abs(newTop - lineTop) < 1 ? newAt - at : Number.NaN;
      });
      const furthest = Math.max(0, ...moves.map((move) => Math.abs(move) || 0));
      moves.forEach((move, child) => {
        const node = box.childNodes[child];
        const target = node instanceof HTMLElement ? node : node?.previousSibling;
        const side = node === target ? 'marginInlineStart' : 'marginInlineEnd';
        const gap = -move - moved;
        if (
          gap >= same &&
          newX + newLine + moved + gap <= width - x &&
          !moves.some(
            (later, after) => after > child && Math.abs(later + moved + gap) > furthest,
          ) &&
          target instanceof HTMLElement
        ) {
          const margin = Number.parseFloat(win.getComputedStyle(target)[side]) || 0;
          mend(target, side, `${margin + gap}px`);
          moved += gap;
        }
      });
    }
    if (spaced || newWidth < width - same) mend(box, 'minWidth', `${width}px`);
    if (spaced || newHeight < height - same) mend(box, 'minHeight', `${height}px`);
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
