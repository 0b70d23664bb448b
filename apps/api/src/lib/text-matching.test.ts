import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  boundedEditDistance,
  CLOSE_MATCH_THRESHOLD,
  closestMatch,
  editDistance,
  nameSimilarity,
  normaliseName,
  uniqueCloseMatch,
} from './text-matching.ts';

/** The textbook Levenshtein table, to check the banded one against. */
function fullEditDistance(a: string, b: string): number {
  const table = Array.from({ length: a.length + 1 }, (_, i) =>
    Array.from({ length: b.length + 1 }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)),
  );
  for (let i = 1; i <= a.length; i++) {
    for (let j = 1; j <= b.length; j++) {
      const row = table[i] as number[];
      const above = table[i - 1] as number[];
      row[j] = Math.min((above[j] as number) + 1, (row[j - 1] as number) + 1, (above[j - 1] as number) + (a[i - 1] === b[j - 1] ? 0 : 1));
    }
  }
  return (table[a.length] as number[])[b.length] as number;
}

/** Every pair scored in full, the way the search for the closest text is defined. */
function closestByFullScores(given: string, candidates: readonly string[], margin = 0.05): string | null {
  const scored = candidates.map((candidate) => ({ candidate, score: nameSimilarity(given, candidate) }));
  const [best, runnerUp] = [...scored].sort((x, y) => y.score - x.score);
  if (!best || best.score < CLOSE_MATCH_THRESHOLD || best.score - (runnerUp?.score ?? 0) < margin) return null;
  return best.candidate;
}

// Few letters, so that random names are often close to each other.
const word = fc.string({ unit: fc.constantFrom('a', 'b', 'c', ' ', '-'), maxLength: 24 });

describe('name matching', () => {
  it('compares names trimmed, case-insensitively, with spaces and curly quotes flattened', () => {
    expect(normaliseName('  Children working  in isolation from family ')).toBe('children working in isolation from family');
    expect(normaliseName('Workers’ rights')).toBe("workers' rights");
  });

  it('counts edits between names', () => {
    expect(editDistance('kitten', 'sitting')).toBe(3);
    expect(editDistance('', 'abc')).toBe(3);
    expect(editDistance('same', 'same')).toBe(0);
  });

  it('counts edits up to a limit exactly, and says only "more" beyond it', () => {
    expect(boundedEditDistance('kitten', 'sitting', 3)).toBe(3);
    expect(boundedEditDistance('kitten', 'sitting', 2)).toBe(3);
    expect(boundedEditDistance('abc', 'abcdefgh', 2)).toBe(3);
    fc.assert(
      fc.property(word, word, fc.nat({ max: 30 }), (a, b, limit) => {
        const distance = fullEditDistance(a, b);
        expect(editDistance(a, b)).toBe(distance);
        expect(boundedEditDistance(a, b, limit)).toBe(Math.min(distance, limit + 1));
      }),
      { numRuns: 500 },
    );
  });

  it('scores typos and swapped words as close, different names as far', () => {
    expect(
      nameSimilarity('Freedom of assoication and collective bargaining', 'Freedom of association and collective bargaining'),
    ).toBeGreaterThan(0.9);
    expect(nameSimilarity('labour child', 'child labour')).toBe(1);
    expect(nameSimilarity('Child labor', 'Forced labor')).toBeLessThan(0.85);
  });

  it('suggests only a unique close name', () => {
    const names = ['Freedom of association and collective bargaining', 'Child labor', 'Forced labor'];
    expect(uniqueCloseMatch('Freedom of assoication and collective bargaining', names)).toBe(
      'Freedom of association and collective bargaining',
    );
    expect(uniqueCloseMatch('Wages', names)).toBeNull();
    expect(uniqueCloseMatch('Labor A1', ['Labor A2', 'Labor A3'])).toBeNull();
  });
});

describe('closest match', () => {
  const titles = [
    'Do you use paper based systems to track material?',
    'Do you use spreadsheets to track material?',
    'Is accommodation (temporary or permanent) provided?',
  ];
  const same = (title: string) => title;

  it('picks the clearly closest text', () => {
    expect(closestMatch('Is accommodation (temporary or permenant) provided?', titles, same)).toBe(titles[2]);
    expect(closestMatch('Do you use paper based system to track material?', titles, same)).toBe(titles[0]);
  });

  it('picks nothing when no text is close or two are equally close', () => {
    expect(closestMatch('What are the finished products you produce?', titles, same)).toBeNull();
    expect(closestMatch('Question A1', ['Question A2', 'Question A3'], same)).toBeNull();
  });

  it('picks what scoring every text in full would pick', () => {
    fc.assert(
      fc.property(word, fc.array(word, { maxLength: 8 }), (given, candidates) => {
        expect(closestMatch(given, candidates, same)).toBe(closestByFullScores(given, candidates));
        const close = new Set(
          candidates.filter((candidate) => nameSimilarity(given, candidate) >= CLOSE_MATCH_THRESHOLD).map(normaliseName),
        );
        expect(uniqueCloseMatch(given, candidates) === null).toBe(close.size !== 1);
      }),
      { numRuns: 500 },
    );
  });
});
