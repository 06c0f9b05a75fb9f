/**
 * Input names as people type them: the canonical key two spellings share, and the known name a
 * misspelt one most likely meant (the "did you mean" of every unknown-name message).
 */

/** The canonical key of a name: lower case, without spaces, `_` or `-`. */
export function normalizeName(name: string): string {
  return name.toLowerCase().replace(/[\s_-]+/g, "");
}

/**
 * The known name closest to a misspelt one, when it is close enough to be a likely typo. The
 * distance between two names is at least the difference of their lengths, so a candidate whose
 * length alone puts it out of reach is skipped: a megabyte-long name costs no distance at all.
 */
export function closestName(name: string, known: readonly string[]): string | undefined {
  const target = normalizeName(name);
  // A suggestion further than a third of the name away is noise, not help.
  const reach = Math.max(2, Math.floor(target.length / 3));
  let best: string | undefined;
  let bestDistance = Infinity;
  for (const candidate of known) {
    const other = normalizeName(candidate);
    if (Math.abs(other.length - target.length) > reach) continue;
    const distance = editDistance(target, other);
    if (distance < bestDistance) {
      best = candidate;
      bestDistance = distance;
    }
  }
  return bestDistance <= reach ? best : undefined;
}

function editDistance(a: string, b: string): number {
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      current[j] = Math.min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost);
    }
    previous = current;
  }
  return previous[b.length];
}
