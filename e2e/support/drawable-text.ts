// What a printout can hold of a text: the runs of its characters some font on this machine can
// draw. A name in a script the machine has no font for prints as empty boxes, which pdftotext
// cannot read back, so a check on printed words compares these runs (fontconfig's fc-list tells
// which characters a font covers; Chromium draws with the same fonts).
import { execFileSync } from 'node:child_process';

const known = new Map<string, boolean>();

function canDraw(character: string): boolean {
  const code = character.codePointAt(0) ?? 0;
  // Printable ASCII is in every font; spaces separate runs anyway.
  if (code >= 0x20 && code < 0x7f) return true;
  let answer = known.get(character);
  if (answer === undefined) {
    const fonts = execFileSync('fc-list', [`:charset=${code.toString(16)}`, 'family'], {
      encoding: 'utf8',
    });
    answer = fonts.trim() !== '';
    known.set(character, answer);
  }
  return answer;
}

/** The parts of `text` this machine's fonts can draw, in order, each trimmed and non-empty. */
export function drawableRuns(text: string): string[] {
  const runs: string[] = [];
  let run = '';
  for (const character of text) {
    if (canDraw(character)) run += character;
    else {
      runs.push(run);
      run = '';
    }
  }
  runs.push(run);
  return runs.map((part) => part.trim()).filter((part) => part !== '');
}
