import { describe, expect, it } from 'vitest';
import { addProduct, productsWeight, removeProduct, requiredDefinition, weightOverload } from './product-list.ts';
import { product, productNumber, SEED_COTTON_ID } from './test-fixtures.ts';

const bale = product();
const secondBale = product({ id: productNumber(2), code: 'bale2' });
const seedCotton = product({ id: productNumber(3), productDefinition: { id: SEED_COTTON_ID, name: 'Seed Cotton' } });

describe('addProduct', () => {
  it('adds a product once; the same product again is a duplicate', () => {
    const first = addProduct([], bale, { singleDefinition: true });
    expect(first).toEqual({ products: [bale], outcome: 'added' });
    expect(addProduct(first.products, product(), { singleDefinition: true }).outcome).toBe('duplicate');
    expect(addProduct(first.products, secondBale, { singleDefinition: true })).toEqual({ products: [bale, secondBale], outcome: 'added' });
  });

  it('keeps a trade to one product definition', () => {
    expect(addProduct([bale], seedCotton, { singleDefinition: true })).toEqual({ products: [bale], outcome: 'otherDefinition' });
    expect(addProduct([], seedCotton, { singleDefinition: true, definitionId: bale.productDefinition.id }).outcome).toBe('otherDefinition');
  });

  it('lets a transformation mix its inputs', () => {
    expect(addProduct([bale], seedCotton, { singleDefinition: false }).outcome).toBe('added');
  });
});

describe('requiredDefinition', () => {
  it('is the listed products’ definition, else the one the form settled on', () => {
    expect(requiredDefinition([bale], { singleDefinition: true, definitionId: SEED_COTTON_ID })).toEqual({
      id: bale.productDefinition.id,
      name: 'Cotton Bales',
    });
    expect(requiredDefinition([], { singleDefinition: true, definitionId: SEED_COTTON_ID })).toEqual({ id: SEED_COTTON_ID, name: null });
    expect(requiredDefinition([], { singleDefinition: true, definitionId: SEED_COTTON_ID, definitionName: 'Seed Cotton' })).toEqual({
      id: SEED_COTTON_ID,
      name: 'Seed Cotton',
    });
    expect(requiredDefinition([bale], { singleDefinition: false })).toBeNull();
  });
});

describe('removeProduct', () => {
  it('takes the product off the list', () => {
    expect(removeProduct([bale, secondBale], bale.id)).toEqual([secondBale]);
  });
});

describe('productsWeight', () => {
  it('totals the products in kilograms', () => {
    const pounds = product({ id: productNumber(4), quantity: 100, quantityUnit: 'Pounds' });
    const units = product({ id: productNumber(5), quantity: 2, quantityUnit: 'Units' });
    expect(productsWeight([bale, pounds, units])).toEqual({ convertible: true, kilograms: 100 + 45.36 + 32000 });
    expect(productsWeight([])).toEqual({ convertible: true, kilograms: 0 });
  });

  it('cannot state a weight when a unit has no mass', () => {
    expect(productsWeight([bale, product({ id: productNumber(6), quantity: 40, quantityUnit: 'Metres' })])).toEqual({ convertible: false });
  });
});

describe('weightOverload', () => {
  it('reports products heavier than the declared load, both in kilograms', () => {
    expect(weightOverload([bale, secondBale], 150, 'Kilograms')).toEqual({ productsKg: 200, declaredKg: 150 });
    expect(weightOverload([bale], 200, 'Pounds')).toEqual({ productsKg: 100, declaredKg: 90.72 });
  });

  it('is silent when the load holds them, or when it cannot be told', () => {
    expect(weightOverload([bale, secondBale], 200, 'Kilograms')).toBeNull();
    expect(weightOverload([bale], 220.47, 'Pounds')).toBeNull();
    expect(weightOverload([product({ quantityUnit: 'Metres' })], 1, 'Kilograms')).toBeNull();
  });
});
