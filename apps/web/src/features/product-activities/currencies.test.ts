import { describe, expect, it } from 'vitest';
import { currencyChoices } from './currencies.ts';
import { COTTON_BALES } from './test-fixtures.ts';

describe('currencyChoices', () => {
  it('offers every currency when no definition names its own', () => {
    expect(currencyChoices(null)).toEqual(['PKR', 'USD', 'EUR', 'CDF']);
    const withoutPrice = { ...COTTON_BALES, attributes: COTTON_BALES.attributes.filter((attribute) => attribute.name !== 'Price') };
    expect(currencyChoices(withoutPrice)).toEqual(['PKR', 'USD', 'EUR', 'CDF']);
  });

  it('narrows to the currencies of the definition’s Price attribute', () => {
    expect(currencyChoices(COTTON_BALES)).toEqual(['PKR', 'USD']);
  });

  it('does not take a weight pair for a price', () => {
    const weightsOnly = {
      ...COTTON_BALES,
      attributes: COTTON_BALES.attributes.filter((attribute) => attribute.type === 'PRODUCT_QUANTITY'),
    };
    expect(currencyChoices(weightsOnly)).toEqual(['PKR', 'USD', 'EUR', 'CDF']);
  });
});
