// Suggestions for a misspelt name (an icon, a social network), shared by the content checks.

/** Edit distance, for suggesting the names closest to a misspelt one. */
function distance(a: string, b: string): number {
  let previous = Array.from({ length: b.length + 1 }, (_, i) => i);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    for (let j = 1; j <= b.length; j++)
      current[j] = Math.min(
        (previous[j] ?? 0) + 1,
        (current[j - 1] ?? 0) + 1,
        (previous[j - 1] ?? 0) + (a[i - 1]?.toLowerCase() === b[j - 1]?.toLowerCase() ? 0 : 1),
      );
    previous = current;
  }
  return previous[b.length] ?? 0;
}

/** Up to three names from `names` closest to `wanted`, nearest first. */
export function closestNames(wanted: string, names: readonly string[]): string[] {
  return names
    .map((name) => {
      // A name the owner typed only part of ("SiPostgres" for "SiPostgresql") is the likeliest.
      const partial = name.toLowerCase().startsWith(wanted.toLowerCase());
      return { name, score: distance(wanted, name) - (partial ? 1.5 : 0) };
    })
    .filter(({ score }) => score <= Math.max(3, Math.floor(wanted.length / 2)))
    .sort((a, b) => a.score - b.score || a.name.localeCompare(b.name))
    .slice(0, 3)
    .map(({ name }) => name);
}
