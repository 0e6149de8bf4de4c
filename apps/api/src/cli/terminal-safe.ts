// A visitor's name or message printed to the owner's terminal must not drive it: ESC sequences
// can clear the screen, rewrite earlier lines or set the clipboard (OSC 52), OSC 8 can disguise
// links, BEL rings, and bidirectional overrides can make text read differently from what it is.
// Each such character is shown as a visible escape (\x1b, \u202e) instead.

const unsafe =
  // eslint-disable-next-line no-control-regex -- matching control characters is the point
  /[\u0000-\u0008\u000b-\u001f\u007f-\u009f\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/g;
// eslint-disable-next-line no-control-regex -- the same, with newline and tab unsafe too
const unsafeOnOneLine = /[\u0000-\u001f\u007f-\u009f\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/g;

function visible(character: string): string {
  const code = character.charCodeAt(0);
  return code <= 0xff
    ? `\\x${code.toString(16).padStart(2, '0')}`
    : `\\u${code.toString(16).padStart(4, '0')}`;
}

/** Text for the terminal; newlines and tabs are kept unless `oneLine`. */
export function terminalSafe(text: string, options: { oneLine?: boolean } = {}): string {
  return text.replace(options.oneLine === true ? unsafeOnOneLine : unsafe, visible);
}

/**
 * JSON for the terminal: JSON.stringify already escapes U+0000–U+001F, but not DEL, the C1
 * controls (U+0080–U+009F, which some terminals obey) or the bidi overrides. Escaping those as
 * \uXXXX keeps the JSON equal to the original when parsed.
 */
export function terminalSafeJson(json: string): string {
  return json.replace(
    /[\u007f-\u009f\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069\u2028\u2029]/g,
    (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );
}
