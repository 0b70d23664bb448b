/**
 * Fuzzy name matching for questionnaire rows that name indicators: customers' files carry
 * trailing spaces, odd capitals and typos ("Freedom of assoication …"), and the administrator
 * should be offered the one name they most likely meant, never a guess among several.
 */

/** Names compare trimmed, case-insensitively, with runs of spaces and curly quotes flattened. */
export function normaliseName(name: string): string {
  return name
    .normalize('NFKC')
    .replace(/[\u2018\u2019\u201B]/g, "'")
    .replace(/[\u201C\u201D]/g, '"')
    .replace(/\s+/g, ' ')
    .trim()
    .toLowerCase();
}

export function editDistance(a: string, b: string): number {
  if (a === b) return 0;
  let previous = Array.from({ length: b.length + 1 }, (_, i) => i);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    for (let j = 1; j <= b.length; j++) {
      const substitution = (previous[j - 1] as number) + (a[i - 1] === b[j - 1] ? 0 : 1);
      current[j] = Math.min((previous[j] as number) + 1, (current[j - 1] as number) + 1, substitution);
    }
    previous = current;
  }
  return previous[b.length] as number;
}

const ratio = (a: string, b: string) => (a.length === 0 && b.length === 0 ? 1 : 1 - editDistance(a, b) / Math.max(a.length, b.length));
const sortedTokens = (name: string) => name.split(/[^\p{L}\p{N}]+/u).filter(Boolean).sort().join(' ');

/**
 * 0…1: the better of the normalised edit distance of the names and of their sorted words, so
 * both typos and swapped words ("labour child" for "child labour") score high.
 */
export function nameSimilarity(a: string, b: string): number {
  const left = normaliseName(a);
  const right = normaliseName(b);
  return Math.max(ratio(left, right), ratio(sortedTokens(left), sortedTokens(right)));
}

/** Close enough to be the same name mistyped; below this, names are different things. */
export const CLOSE_MATCH_THRESHOLD = 0.85;

/**
 * The one candidate close to `given`, or null when none is close or several are (an ambiguous
 * suggestion would silently pick a risk mapping for the administrator).
 */
export function uniqueCloseMatch(given: string, candidates: readonly string[]): string | null {
  const close = new Set<string>();
  for (const candidate of candidates) {
    if (nameSimilarity(given, candidate) >= CLOSE_MATCH_THRESHOLD) close.add(normaliseName(candidate));
    if (close.size > 1) return null;
  }
  if (close.size !== 1) return null;
  const [match] = close;
  for (const candidate of candidates) if (normaliseName(candidate) === match) return candidate;
  return null;
}

/**
 * The candidate closest to `given` when it is close and clearly closer than the runner-up: long
 * texts (question titles) edited between versions often have near-twins ("paper based system" vs
 * "spreadsheets"), so a margin separates the right one from a sibling.
 */
export function closestMatch<T>(given: string, candidates: readonly T[], textOf: (candidate: T) => string, margin = 0.05): T | null {
  let best: { candidate: T; score: number } | null = null;
  let runnerUp = 0;
  for (const candidate of candidates) {
    const score = nameSimilarity(given, textOf(candidate));
    if (!best || score > best.score) {
      runnerUp = best?.score ?? 0;
      best = { candidate, score };
    } else if (score > runnerUp) runnerUp = score;
  }
  if (!best || best.score < CLOSE_MATCH_THRESHOLD || best.score - runnerUp < margin) return null;
  return best.candidate;
}
