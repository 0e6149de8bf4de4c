/** A heading a long read's table of contents lists: its anchor, its words, its level. */
export interface OutlineEntry {
  id: string;
  text: string;
  level: 2 | 3;
}

/** A post or page lists its headings when it has this many or more (and its front matter allows). */
export const outlineMinimum = 3;
