/** Within this many pixels of the top the navbar always shows (docs/decisions/0008-inherited-behaviour.md). */
export const navbarHideThreshold = 10;

/** The spec's scroll rule: scrolling down past the threshold hides, scrolling up shows. */
export function nextNavbarVisible(
  previousY: number,
  currentY: number,
  wasVisible: boolean,
): boolean {
  if (currentY <= navbarHideThreshold) return true;
  if (currentY > previousY) return false;
  if (currentY < previousY) return true;
  return wasVisible;
}
