import { CURRENCIES, type TActivityDefinition, type TCurrency } from '@opentrace/domain';

/**
 * The currencies a price may be given in (ARCHITECTURE.md §8.2): PKR, USD, EUR and CDF, narrowed to
 * the options of the product's Price attribute when its definition has one (a number-and-currency pair).
 */
export function currencyChoices(definition: TActivityDefinition | null): TCurrency[] {
  const isCurrency = (value: string): value is TCurrency => (CURRENCIES as readonly string[]).includes(value);
  const pair = definition?.attributes.find(
    (attribute) =>
      attribute.category === 'NUMBER_UNIT_PAIR' &&
      attribute.options.length > 0 &&
      attribute.options.every((option) => isCurrency(option.value)),
  );
  const allowed = pair ? CURRENCIES.filter((currency) => pair.options.some((option) => option.value === currency)) : [];
  return allowed.length > 0 ? allowed : [...CURRENCIES];
}
