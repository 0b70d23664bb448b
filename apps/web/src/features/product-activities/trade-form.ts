import type { TActivityProduct, TCurrency } from '@opentrace/domain';
import { dateTimeText, parseDateTime } from './date-time-text.ts';
import { message, momentMessage, numberMessage, requiredMessage, type TCheckContext, type TFieldMessages } from './form-checks.ts';
import type { TChoice } from './partner-choices.ts';

/**
 * What the trade forms (purchase, sale, transport) hold and check alike: a counterpart, the
 * products by ID or QR code, the moment of the trade and, for purchases and sales, a price.
 */
export type TTradeValues = { products: readonly TActivityProduct[]; transactedAt: string };
export type TPriceValues = { price: string; currency: TCurrency | null };

/** A form's fields answer the API's body paths of the same name. */
export function samePaths<TField extends string>(fields: readonly TField[]): Readonly<Record<string, TField>> {
  return Object.fromEntries(fields.map((field) => [field, field]));
}

export function emptyTrade(now: Date): TTradeValues {
  return { products: [], transactedAt: dateTimeText(now) };
}

export function emptyPrice(): TPriceValues {
  return { price: '', currency: null };
}

/** The body's products and moment; a moment not typed right is sent empty, for the schema to name. */
export function toTradeBody(values: TTradeValues): { productIds: string[]; transactedAt: string } {
  return {
    productIds: values.products.map((product) => product.id),
    transactedAt: parseDateTime(values.transactedAt)?.toISOString() ?? '',
  };
}

type TTradeField = 'productIds' | 'transactedAt';

/**
 * A counterpart chosen, products given (`hasProducts` where products defined by hand count too), and
 * the moment typed right and not in the future.
 */
export function tradeMessages<TField extends string>(
  values: TTradeValues,
  counterpart: { field: TField; chosen: TChoice | null },
  context: TCheckContext<TField | TTradeField>,
  hasProducts = values.products.length > 0,
): TFieldMessages<TField | TTradeField> {
  const { language, names } = context;
  return {
    [counterpart.field]: counterpart.chosen === null ? requiredMessage(language, names[counterpart.field]) : undefined,
    productIds: hasProducts ? undefined : message(language, 'activities.noProducts'),
    transactedAt: momentMessage(values.transactedAt, 'transactedAt', context),
  } as TFieldMessages<TField | TTradeField>;
}

/** An optional price must be a number, and a price given needs its currency. */
export function priceMessages(values: TPriceValues, context: TCheckContext<'price' | 'currency'>): TFieldMessages<'price' | 'currency'> {
  return {
    price: numberMessage(values.price, 'price', context, values.currency !== null),
    currency:
      values.price.trim() !== '' && values.currency === null ? requiredMessage(context.language, context.names.currency) : undefined,
  };
}
