// Fails the build, naming the file and field, when anything under content/ is missing or wrong.
import { loadContentEntries, validateContent } from '../content/schema/validate-content.ts';

const problems = validateContent(await loadContentEntries());
if (problems.length > 0) {
  console.error(
    `Content check failed (${problems.length} problem${problems.length === 1 ? '' : 's'}):`,
  );
  for (const problem of problems) console.error(`  - ${problem}`);
  process.exit(1);
}
console.log('Content check passed.');
