/** Opens another page of the site in this tab (a seam the component tests replace). */
export function goTo(url: string): void {
  window.location.assign(url);
}
