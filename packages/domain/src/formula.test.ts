import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { checkFormula, evaluateFormula, sumFormulaVariables, type TFormulaItem, variableKey } from './formula.ts';

const SEED_COTTON = '11111111-1111-4111-8111-111111111111';
const WEIGHT = '22222222-2222-4222-8222-222222222222';
const MOISTURE = '33333333-3333-4333-8333-333333333333';

/** Builds items from a compact text: `w` and `m` are variables, anything else a constant. */
function items(text: string): TFormulaItem[] {
  return text
    .split(' ')
    .filter(Boolean)
    .map((token) =>
      token === 'w'
        ? { type: 'variable', value: WEIGHT, productDefinitionId: SEED_COTTON }
        : token === 'm'
          ? { type: 'variable', value: MOISTURE, productDefinitionId: SEED_COTTON }
          : { type: 'constant', value: token },
    );
}
const weightKey = variableKey({ value: WEIGHT, productDefinitionId: SEED_COTTON });
const moistureKey = variableKey({ value: MOISTURE, productDefinitionId: SEED_COTTON });

describe('checkFormula', () => {
  it.each([
    ['', 'tooShort'],
    ['w', 'tooShort'],
    ['w *', 'tooShort'],
    ['w % 2', 'unknownToken'],
    ['w * abc', 'unknownToken'],
    ['w * 1.2.3', 'unknownToken'],
    ['* w 2', 'startsWithOperator'],
    ['( + w ) * 2', 'startsWithOperator'],
    ['w * 2 -', 'endsWithOperator'],
    ['( w * ) 2', 'endsWithOperator'],
    ['w * / 2', 'backToBackOperators'],
    ['w + + 2', 'backToBackOperators'],
    ['w ^ * 2', 'backToBackOperators'],
    ['3 -4 + w', 'duplicatedNumber'],
    ['w -4 * 2', 'duplicatedNumber'],
    ['3 4 + w', 'missingOperator'],
    ['w m + 1', 'missingOperator'],
    ['2 ( w + 1 )', 'missingOperator'],
    ['( w + 1 ) 2', 'missingOperator'],
    ['( w + 1 ) ( 2 )', 'missingOperator'],
    ['w + ( ) + 1', 'emptyParentheses'],
    ['( w + 1', 'unbalancedParentheses'],
    ['w + 1 )', 'unbalancedParentheses'],
    ['( ( w * 2 )', 'unbalancedParentheses'],
    ['w / ( m - 1 )', 'notANumber'],
    ['w / 0', 'notANumber'],
    ['10 ^ 400 * w', 'notANumber'],
  ])('rejects %j as %s', (text, error) => {
    expect(checkFormula(items(text))).toBe(error);
  });

  it.each(['w * 0.35', 'w * -1', '( w + m ) / 2', 'w ^ 2 - m', '( ( w ) ) * 1', '3 - 4 + w'])('accepts %j', (text) => {
    expect(checkFormula(items(text))).toBeNull();
  });

  it('accepts ^ as the display form of **', () => {
    expect(checkFormula(items('w ^ 2'))).toBeNull();
    expect(evaluateFormula(items('w ^ 2'), { [weightKey]: 3 })).toBe(9);
  });
});

describe('evaluateFormula', () => {
  it('computes the cotton outturn: bales total weight = seed cotton total weight × 0.35', () => {
    expect(evaluateFormula(items('w * 0.35'), { [weightKey]: 1000 })).toBeCloseTo(350);
  });

  it('follows precedence, parentheses and right-associative powers', () => {
    expect(evaluateFormula(items('2 + 3 * 4'), {})).toBe(14);
    expect(evaluateFormula(items('( 2 + 3 ) * 4'), {})).toBe(20);
    expect(evaluateFormula(items('2 ^ 3 ^ 2'), {})).toBe(512);
    expect(evaluateFormula(items('10 - 4 - 3'), {})).toBe(3);
    expect(evaluateFormula(items('48 / 4 / 2'), {})).toBe(6);
    expect(evaluateFormula(items('w - m * 2'), { [weightKey]: 10, [moistureKey]: 3 })).toBe(4);
  });

  it('refuses to evaluate a malformed expression or a missing variable', () => {
    expect(() => evaluateFormula(items('w * * 2'), { [weightKey]: 1 })).toThrow(/backToBackOperators/);
    expect(() => evaluateFormula(items('w * 2'), {})).toThrow(/has no value/);
  });

  it('agrees with ordinary arithmetic on random sums and products', () => {
    const integer = fc.integer({ min: -1000, max: 1000 });
    fc.assert(
      fc.property(integer, integer, integer, (a, b, c) => {
        const expression = [String(a), '+', String(b), '*', '(', String(c), '-', String(a), ')'].map((value) => ({
          type: 'constant' as const,
          value,
        }));
        expect(evaluateFormula(expression, {})).toBe(a + b * (c - a));
      }),
    );
  });

  it('never throws from checkFormula, whatever the tokens', () => {
    const token = fc.constantFrom('+', '-', '*', '/', '**', '^', '(', ')', '1', '-2', '0', 'x', 'w');
    fc.assert(
      fc.property(fc.array(token, { maxLength: 12 }), (tokens) => {
        const result = checkFormula(items(tokens.join(' ')));
        if (result === null) expect(Number.isFinite(evaluateFormula(items(tokens.join(' ')), { [weightKey]: 1 }))).toBe(true);
      }),
    );
  });
});

describe('sumFormulaVariables', () => {
  it('sums every input of the same product definition and counts a missing attribute as 0', () => {
    const sums = sumFormulaVariables(items('w + m'), [
      { productDefinitionId: SEED_COTTON, values: { [WEIGHT]: 400, [MOISTURE]: 0.1 } },
      { productDefinitionId: SEED_COTTON, values: { [WEIGHT]: 600 } },
      { productDefinitionId: '44444444-4444-4444-8444-444444444444', values: { [WEIGHT]: 9999 } },
    ]);
    expect(sums).toEqual({ [weightKey]: 1000, [moistureKey]: 0.1 });
  });
});
