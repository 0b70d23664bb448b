import type { TMapLine } from '@opentrace/domain';
import { describe, expect, it } from 'vitest';
import {
  byProductAllowance,
  cappedValue,
  exceeds,
  facilityOutputDefinitions,
  formulaValue,
  formulaValues,
  GENERATED_CODE_LENGTH,
  generateProductCode,
  inputDefinitionsFor,
  roundDownToCents,
  roundUpToCents,
} from './transformations.rules.ts';

const line = (id: string, roleId: string, fromRoleId: string | null, outputs: string[]): TMapLine => ({
  id,
  roleId,
  fromRoleId,
  chainId: 'chain',
  outputProductDefinitionIds: outputs,
});

// Farm makes seed cotton; the ginner buys it and makes bales and lint; a trader buys lint elsewhere.
const LINES = [
  line('l1', 'farm', null, ['seed']),
  line('l2', 'ginner', 'farm', ['bales', 'lint']),
  line('l3', 'spinner', 'ginner', ['yarn']),
  line('l4', 'broker', null, ['waste']),
];

describe('facilityOutputDefinitions', () => {
  it("gives the role's outputs when the profile names no goods", () => {
    expect(facilityOutputDefinitions(LINES, 'ginner', [])).toEqual(['bales', 'lint']);
  });

  it('narrows the outputs to the goods of the profile', () => {
    expect(facilityOutputDefinitions(LINES, 'ginner', ['lint', 'yarn'])).toEqual(['lint']);
  });
});

describe('inputDefinitionsFor', () => {
  it('gives the outputs of the roles the role buys from on the lines making the output', () => {
    expect(inputDefinitionsFor(LINES, 'ginner', 'bales')).toEqual(['seed']);
    expect(inputDefinitionsFor(LINES, 'spinner', 'yarn')).toEqual(['bales', 'lint']);
  });

  it('gives nothing for an output the role does not make or a role buying from no one', () => {
    expect(inputDefinitionsFor(LINES, 'spinner', 'bales')).toEqual([]);
    expect(inputDefinitionsFor(LINES, 'farm', 'seed')).toEqual([]);
  });
});

describe('generateProductCode', () => {
  it('draws twelve characters from capital letters and the digits 2 to 9', () => {
    const code = generateProductCode();
    expect(code).toHaveLength(GENERATED_CODE_LENGTH);
    expect(code).toMatch(/^[A-Z2-9]{12}$/);
  });

  it('uses every character of its alphabet', () => {
    let next = 0;
    const sequence = (size: number) => next++ % size;
    const drawn = Array.from({ length: 3 }, () => generateProductCode(sequence)).join('');
    expect(drawn).toBe('ABCDEFGHIJKLMNOPQRSTUVWXYZ23456789AB');
  });
});

describe('formulaValue', () => {
  it('gives quantities in kilograms, percentages as fractions and other numbers as they are', () => {
    expect(formulaValue('NUMBER_UNIT_PAIR', 1000, 'Kilograms')).toBe(1000);
    expect(formulaValue('NUMBER_UNIT_PAIR', 100, 'Pounds')).toBeCloseTo(45.36);
    expect(formulaValue('NUMBER_UNIT_PAIR', 2, 'Tonnes')).toBe(2000);
    expect(formulaValue('PERCENTAGE', 12, null)).toBeCloseTo(0.12);
    expect(formulaValue('NUMBER', '7.5', null)).toBe(7.5);
    expect(formulaValue('NUMBER_UNIT_PAIR', 500, 'PKR')).toBe(500);
  });

  it('gives NaN for a length and nothing for a value that is not a number', () => {
    expect(formulaValue('NUMBER_UNIT_PAIR', 10, 'Metres')).toBeNaN();
    expect(formulaValue('TEXT', '12', null)).toBeUndefined();
    expect(formulaValue('NUMBER', 'twelve', null)).toBeUndefined();
  });
});

describe('cappedValue', () => {
  const categories = new Map([
    ['weight', 'NUMBER_UNIT_PAIR' as const],
    ['moisture', 'PERCENTAGE' as const],
    ['description', 'TEXT' as const],
  ]);
  const bale = {
    quantity: 200,
    quantityUnit: 'Pounds',
    additionalAttributes: [
      { attributeId: 'weight', value: 200, quantityUnit: 'Pounds' },
      { attributeId: 'moisture', value: 8 },
      { attributeId: 'description', value: 'Lint' },
    ],
  };

  it('reads the capped attribute, normalised', () => {
    expect(cappedValue(categories, bale, 'weight')).toBeCloseTo(90.72);
    expect(cappedValue(categories, bale, 'moisture')).toBeCloseTo(0.08);
  });

  it('counts an output lacking the attribute by its quantity in kilograms', () => {
    expect(cappedValue(categories, bale, 'grade')).toBeCloseTo(90.72);
    expect(cappedValue(categories, { ...bale, quantityUnit: 'Metres' }, 'grade')).toBeNaN();
  });

  it('keeps only numeric attributes as variables', () => {
    expect(Object.keys(formulaValues(categories, bale)).sort()).toEqual(['moisture', 'weight']);
  });
});

describe('figures', () => {
  it('rounds what is needed up and what is available down, to the cent', () => {
    expect(roundUpToCents(700.001)).toBe(700.01);
    expect(roundUpToCents(0.1 + 0.2)).toBe(0.3);
    expect(roundDownToCents(699.999)).toBe(699.99);
    expect(roundDownToCents(0.7 * 1000)).toBe(700);
  });

  it('lets a total equal to its limit pass despite binary noise', () => {
    expect(exceeds(0.1 + 0.2, 0.3)).toBe(false);
    expect(exceeds(700.01, 700)).toBe(true);
  });
});

describe('byProductAllowance', () => {
  it('floors what is left in kilograms and pounds', () => {
    expect(byProductAllowance(300.9)).toEqual({ canRecord: true, maxKilograms: 300, maxPounds: 663 });
  });

  it('allows nothing when nothing is left', () => {
    expect(byProductAllowance(0)).toEqual({ canRecord: false, maxKilograms: null, maxPounds: null });
    expect(byProductAllowance(-20)).toEqual({ canRecord: false, maxKilograms: null, maxPounds: null });
  });
});
