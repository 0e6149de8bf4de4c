/** A run of the owner's Markdown made HTML, or a picture from content/assets/ to show responsively. */
export type MarkdownBlock =
  { kind: 'html'; html: string } | { kind: 'picture'; src: string; alt: string };
