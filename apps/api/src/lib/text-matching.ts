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
  return boundedEditDistance(a, b, Math.max(a.length, b.length));
}

/**
 * The Levenshtein distance of `a` and `b` when it is at most `limit`, else `limit + 1`. Only the
 * diagonal band of width 2 × limit is computed, and a row whose every cell exceeds the limit ends
 * it: matching a questionnaire's titles against each other is quadratic, and most pairs are far apart.
 */
export function boundedEditDistance(a: string, b: string, limit: number): number {
  if (a === b) return 0;
  if (Math.abs(a.length - b.length) > limit) return limit + 1;
  const beyond = limit + 1;
  let previous = new Int32Array(b.length + 1);
  let current = new Int32Array(b.length + 1);
  for (let j = 0; j <= b.length; j++) previous[j] = Math.min(j, beyond);
  for (let i = 1; i <= a.length; i++) {
    const from = Math.max(1, i - limit);
    const to = Math.min(b.length, i + limit);
    current[0] = Math.min(i, beyond);
    if (from > 1) current[from - 1] = beyond;
    let rowMinimum = current[0] as number;
    for (let j = from; j <= to; j++) {
      const substitution = (previous[j - 1] as number) + (a.charCodeAt(i - 1) === b.charCodeAt(j - 1) ? 0 : 1);
      const cell = Math.min((previous[j] as number) + 1, (current[j - 1] as number) + 1, substitution, beyond);
      current[j] = cell;
      if (cell < rowMinimum) rowMinimum = cell;
    }
    if (to < b.length) current[to + 1] = beyond;
    if (rowMinimum > limit) return beyond;
    [previous, current] = [current, previous];
  }
  return Math.min(previous[b.length] as number, beyond);
}

/** 1 − distance / longer length, or 0 when that is below `floor` (the distance was not worth finishing). */
function ratioAtLeast(a: string, b: string, floor: number): number {
  const longer = Math.max(a.length, b.length);
  if (longer === 0) return 1;
  const limit = Math.floor((1 - floor) * longer + 1e-9);
  const distance = boundedEditDistance(a, b, limit);
  return distance > limit ? 0 : 1 - distance / longer;
}

const sortedTokens = (name: string) =>
  name
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean)
    .sort()
    .join(' ');

/**
 * 0…1: the better of the normalised edit distance of the names and of their sorted words, so
 * both typos and swapped words ("labour child" for "child labour") score high.
 */
export function nameSimilarity(a: string, b: string): number {
  return similarityAtLeast(a, b, 0);
}

/** `nameSimilarity` when it reaches `floor`, else 0: what a search for close names needs, much sooner. */
function similarityAtLeast(a: string, b: string, floor: number): number {
  const left = normaliseName(a);
  const right = normaliseName(b);
  return Math.max(ratioAtLeast(left, right, floor), ratioAtLeast(sortedTokens(left), sortedTokens(right), floor));
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
    if (similarityAtLeast(given, candidate, CLOSE_MATCH_THRESHOLD) >= CLOSE_MATCH_THRESHOLD) close.add(normaliseName(candidate));
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
  // A candidate below this can be neither a close enough best nor a runner-up within the margin of one.
  const floor = CLOSE_MATCH_THRESHOLD - margin;
  for (const candidate of candidates) {
    const score = similarityAtLeast(given, textOf(candidate), floor);
    if (!best || score > best.score) {
      runnerUp = best?.score ?? 0;
      best = { candidate, score };
    } else if (score > runnerUp) runnerUp = score;
  }
  if (!best || best.score < CLOSE_MATCH_THRESHOLD || best.score - runnerUp < margin) return null;
  return best.candidate;
}
