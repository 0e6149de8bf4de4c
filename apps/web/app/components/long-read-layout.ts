/**
 * The column a post or a page of the owner's own is set in: 48 rem; on a wide screen with a table
 * of contents, the contents beside it (components/table-of-contents.tsx).
 */
export function longReadLayout(withContents: boolean): string {
  const column = 'mx-auto max-w-3xl px-4 pb-8 pt-28 sm:px-6 md:pt-36';
  return withContents
    ? `${column} xl:grid xl:max-w-6xl xl:grid-cols-[minmax(0,48rem)_14rem] xl:justify-center xl:gap-16`
    : column;
}
