/** How long the check mark and 'Copied!' badge stay after a copy (docs/decisions/0008-inherited-behaviour.md). */
export const copiedBadgeMs = 2000;

function copyWithSelection(text: string): boolean {
  const field = document.createElement('textarea');
  field.value = text;
  field.setAttribute('readonly', '');
  field.style.position = 'fixed';
  field.style.opacity = '0';
  document.body.append(field);
  field.select();
  try {
    // Deprecated, but the only way left where the Clipboard API is missing or refused (http, old WebViews).
    // eslint-disable-next-line @typescript-eslint/no-deprecated
    return document.execCommand('copy');
  } catch {
    return false;
  } finally {
    field.remove();
  }
}

export async function copyText(text: string): Promise<boolean> {
  // Typed as always present, but absent on plain http and in some embedded browsers.
  if ('clipboard' in navigator) {
    try {
      await navigator.clipboard.writeText(text);
      return true;
    } catch {
      // Permission refused or document not focused: try the older route below.
    }
  }
  return copyWithSelection(text);
}
