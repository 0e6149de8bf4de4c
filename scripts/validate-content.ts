// Fails the build, naming the file and field, when anything under content/ is missing or wrong.
import {
  ContentLoadError,
  loadContentEntries,
  validateContent,
} from '../content/schema/validate-content.ts';
import { autoReplyFile, autoReplyProblems } from '../content/schema/auto-reply-check.ts';

let problems: string[];
try {
  problems = validateContent(await loadContentEntries());
} catch (error) {
  if (!(error instanceof ContentLoadError)) throw error;
  problems = [error.message];
}
problems.push(...autoReplyProblems(autoReplyFile));
if (problems.length > 0) {
  console.error(
    `Content check failed (${problems.length} problem${problems.length === 1 ? '' : 's'}):`,
  );
  for (const problem of problems) console.error(`  - ${problem}`);
  process.exit(1);
}
console.log('Content check passed.');
