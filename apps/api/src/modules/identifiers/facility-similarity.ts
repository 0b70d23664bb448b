/**
 * How alike two facilities' names and addresses are, from 0 to 1, for the local registry's
 * matching. People write the same place many ways ("Multan Ginning Factory (Pvt) Ltd, Plot 12,
 * Vehari Rd" / "multan ginning factory, plot 12 vehari road"), so texts are normalised, cut into
 * words, and compared word by word with room for a typo.
 */

/** The name counts more than the address: neighbours share an address, not a name. */
export const NAME_WEIGHT = 0.6;
export const ADDRESS_WEIGHT = 0.4;
/** Two words count as the same word from this letter-pair similarity on (one typo in ~8 letters). */
export const WORD_MATCH_THRESHOLD = 0.75;
/** Shorter words, and numbers, must be identical: "12" is not "13", "mill" is not "mall". */
export const MIN_FUZZY_WORD_LENGTH = 5;

/** Words that say what kind of company it is, not which one. */
const LEGAL_FORM_WORDS = new Set([
  'ltd',
  'limited',
  'pvt',
  'private',
  'co',
  'company',
  'inc',
  'incorporated',
  'llc',
  'plc',
  'corp',
  'corporation',
  'sa',
  'sarl',
  'sas',
  'gmbh',
  'spa',
  'the',
  'and',
  'of',
  'm/s',
  'ms',
]);

/** Common address abbreviations, written out so "Rd" and "Road" agree. */
const ADDRESS_ABBREVIATIONS: Record<string, string> = {
  rd: 'road',
  st: 'street',
  str: 'street',
  ave: 'avenue',
  av: 'avenue',
  blvd: 'boulevard',
  hwy: 'highway',
  nr: 'near',
  opp: 'opposite',
  no: 'number',
  ind: 'industrial',
  est: 'estate',
};

/** Lower case, accents and punctuation removed, one space between words. */
export function normaliseText(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

function words(text: string, drop: ReadonlySet<string>, rename: Record<string, string>): string[] {
  const found = normaliseText(text)
    .split(' ')
    .filter((word) => word !== '' && !drop.has(word))
    .map((word) => rename[word] ?? word);
  return [...new Set(found)];
}

export const nameWords = (name: string): string[] => words(name, LEGAL_FORM_WORDS, {});
export const addressWords = (address: string): string[] => words(address, new Set(), ADDRESS_ABBREVIATIONS);

function letterPairs(word: string): string[] {
  const pairs: string[] = [];
  for (let i = 0; i < word.length - 1; i += 1) pairs.push(word.slice(i, i + 2));
  return pairs;
}

/** 1 for the same word, the Dice coefficient of letter pairs for long words, else 0. */
export function wordSimilarity(a: string, b: string): number {
  if (a === b) return 1;
  const fuzzy = a.length >= MIN_FUZZY_WORD_LENGTH && b.length >= MIN_FUZZY_WORD_LENGTH && !/\d/.test(a + b);
  if (!fuzzy) return 0;
  const pairsB = letterPairs(b);
  let shared = 0;
  for (const pair of letterPairs(a)) {
    const at = pairsB.indexOf(pair);
    if (at >= 0) {
      shared += 1;
      pairsB.splice(at, 1);
    }
  }
  const similarity = (2 * shared) / (a.length - 1 + (b.length - 1));
  return similarity >= WORD_MATCH_THRESHOLD ? similarity : 0;
}

/**
 * Dice coefficient of two word sets where each word pairs with its most similar partner (each
 * partner used once): 1 when every word has its twin, 0 when none does.
 */
export function wordSetSimilarity(a: readonly string[], b: readonly string[]): number {
  if (a.length === 0 || b.length === 0) return 0;
  const unused = [...b];
  let matched = 0;
  for (const word of a) {
    let best = 0;
    let bestAt = -1;
    unused.forEach((other, at) => {
      const similarity = wordSimilarity(word, other);
      if (similarity > best) {
        best = similarity;
        bestAt = at;
      }
    });
    if (bestAt >= 0) {
      matched += best;
      unused.splice(bestAt, 1);
    }
  }
  return (2 * matched) / (a.length + b.length);
}

export interface FacilityText {
  name: string;
  address: string;
}

/** A name-weighted similarity of two facilities, 0 to 1. */
export function facilitySimilarity(a: FacilityText, b: FacilityText): number {
  return (
    NAME_WEIGHT * wordSetSimilarity(nameWords(a.name), nameWords(b.name)) +
    ADDRESS_WEIGHT * wordSetSimilarity(addressWords(a.address), addressWords(b.address))
  );
}

/** A facility that cannot be compared at all: its name or address has no letters or digits. */
export function isMatchable(facility: FacilityText): boolean {
  return normaliseText(facility.name) !== '' && normaliseText(facility.address) !== '';
}
