import {
  checkProductValues,
  productCodeKey,
  type TCheckedProduct,
  type TFieldError,
  type TFileReference,
  type TManualProductsInput,
  type TPlaceValue,
  toKg,
} from '@opentrace/domain';
import type { Executor } from '../../../db/client.ts';
import { AppError } from '../../../core/app-error.ts';
import type { LoadedDefinition } from '../shared/activity-definitions.ts';
import { checkActivityDocuments } from '../shared/activity-files.ts';
import type { RequestContext } from '../../../core/request-context.ts';
import type { Principal } from '../../../core/principal.ts';
import { generateProductCode } from './trades.rules.ts';
import { findCodesInUse, findPlaceParts, type NewProduct } from './trades.repository.ts';

/*
 * Products a buyer defines by hand during a purchase (DOMAIN.md §4.2): untracked input, or stock
 * bought from producers who are not on the platform. Each is checked against its definition,
 * manual-only attributes included, and gets a code unique among the buyer's manual products.
 */

const productPath = (index: number) => `manualAddedData.manualAddedProducts.${index}`;
const attributePath = (index: number, attributeId: string) => `${productPath(index)}.attributes.${attributeId}`;

export interface ManualProductsPlan {
  buyerId: string;
  now: Date;
  /** A named seller right after an extractor vouches for the whole lot (DOMAIN.md §4.2). */
  verified: boolean;
}

function checkValues(definition: LoadedDefinition, input: TManualProductsInput, context: Pick<RequestContext, 't'>): TCheckedProduct[] {
  const problems: TFieldError[] = [];
  const checked = input.manualAddedProducts.map((product, index) => {
    const result = checkProductValues(definition.attributes, product.attributes, { manual: true });
    for (const violation of result.violations) {
      problems.push({ path: attributePath(index, violation.path), message: context.t(violation.key, violation.params) });
    }
    return result.product;
  });
  if (problems.length > 0) throw AppError.validation(problems);
  return checked as TCheckedProduct[];
}

const categoryOf = (definition: LoadedDefinition, attributeId: string) =>
  definition.attributes.find((attribute) => attribute.attributeId === attributeId)?.category;

const nameOf = (definition: LoadedDefinition, attributeId: string) =>
  definition.attributes.find((attribute) => attribute.attributeId === attributeId)?.name ?? '';

/** Countries, provinces and districts must exist, and each must lie in the one before it. */
async function checkPlaces(
  db: Executor,
  definition: LoadedDefinition,
  products: readonly TCheckedProduct[],
  context: Pick<RequestContext, 't'>,
) {
  const named = products.flatMap((product, index) =>
    product.additionalAttributes
      .filter((value) => categoryOf(definition, value.attributeId) === 'COUNTRY_PROVINCE_DISTRICT')
      .map((value) => ({ index, attributeId: value.attributeId, place: value.value as TPlaceValue })),
  );
  if (named.length === 0) return;
  const known = await findPlaceParts(db, {
    countryIds: [...new Set(named.map(({ place }) => place.countryId))],
    provinceIds: [...new Set(named.flatMap(({ place }) => (place.provinceId ? [place.provinceId] : [])))],
    districtIds: [...new Set(named.flatMap(({ place }) => (place.districtId ? [place.districtId] : [])))],
  });
  const isValid = (place: TPlaceValue) => {
    if (!known.countries.has(place.countryId)) return false;
    const provinceId = place.districtId ? known.districtProvince.get(place.districtId) : place.provinceId;
    if (place.districtId && (!provinceId || (place.provinceId && place.provinceId !== provinceId))) return false;
    return !provinceId || known.provinceCountry.get(provinceId) === place.countryId;
  };
  const problems = named
    .filter(({ place }) => !isValid(place))
    .map(({ index, attributeId }) => ({
      path: attributePath(index, attributeId),
      message: context.t('productValues.invalidPlace', { name: nameOf(definition, attributeId) }),
    }));
  if (problems.length > 0) throw AppError.validation(problems);
}

/** Attached certificates must be the buyer's own uploads. */
async function checkAttachments(
  db: Executor,
  principal: Principal,
  definition: LoadedDefinition,
  products: readonly TCheckedProduct[],
  context: Pick<RequestContext, 't'>,
) {
  const fields: Parameters<typeof checkActivityDocuments>[2] = {};
  products.forEach((product, index) => {
    for (const value of product.additionalAttributes) {
      if (categoryOf(definition, value.attributeId) !== 'ATTACHMENTS') continue;
      fields[attributePath(index, value.attributeId)] = { references: value.value as TFileReference[], purpose: 'attachment' };
    }
  });
  await checkActivityDocuments(db, principal, fields, context);
}

function conflict(
  path: string,
  messageKey: 'trade.manualCodeTaken' | 'trade.manualCodeRepeated',
  code: string,
  context: Pick<RequestContext, 't'>,
) {
  const params = { code };
  return new AppError('CONFLICT', { messageKey, params, details: [{ path, message: context.t(messageKey, params) }] });
}

/**
 * The codes of the products: the product ID typed in, unique among the buyer's manual products and
 * within the request, or a generated code no product carries when the definition has no product ID.
 */
async function assignCodes(
  db: Executor,
  definition: LoadedDefinition,
  products: readonly TCheckedProduct[],
  buyerId: string,
  context: Pick<RequestContext, 't'>,
): Promise<string[]> {
  const productIdAttribute = definition.attributes.find((attribute) => attribute.type === 'PRODUCT_ID')?.attributeId ?? '';
  const typed = products.map((product) => product.code);
  const seen = new Set<string>();
  typed.forEach((code, index) => {
    if (code === null) return;
    if (seen.has(productCodeKey(code))) throw conflict(attributePath(index, productIdAttribute), 'trade.manualCodeRepeated', code, context);
    seen.add(productCodeKey(code));
  });
  const taken = await findCodesInUse(
    db,
    typed.flatMap((code) => (code === null ? [] : [code])),
    buyerId,
  );
  const takenIndex = typed.findIndex((code) => code !== null && taken.has(productCodeKey(code)));
  if (takenIndex >= 0)
    throw conflict(attributePath(takenIndex, productIdAttribute), 'trade.manualCodeTaken', typed[takenIndex] as string, context);

  const missing = typed.filter((code) => code === null).length;
  const generated: string[] = [];
  while (generated.length < missing) {
    const candidates = Array.from({ length: missing - generated.length }, generateProductCode).filter(
      (code) => !seen.has(productCodeKey(code)),
    );
    const inUse = await findCodesInUse(db, candidates);
    for (const code of candidates) {
      if (inUse.has(productCodeKey(code)) || seen.has(productCodeKey(code))) continue;
      seen.add(productCodeKey(code));
      generated.push(code);
    }
  }
  return typed.map((code) => code ?? (generated.shift() as string));
}

/** Checks the manual products of a purchase and returns them ready to insert; throws 400 or 409 on the first kind of problem. */
export async function prepareManualProducts(
  db: Executor,
  principal: Principal,
  definition: LoadedDefinition,
  input: TManualProductsInput,
  plan: ManualProductsPlan,
  context: Pick<RequestContext, 't'>,
): Promise<NewProduct[]> {
  const checked = checkValues(definition, input, context);
  await checkPlaces(db, definition, checked, context);
  await checkAttachments(db, principal, definition, checked, context);
  const codes = await assignCodes(db, definition, checked, plan.buyerId, context);
  const verifiedPercentage = plan.verified ? 100 : 0;
  return checked.map((product, index) => ({
    code: codes[index] as string,
    productDefinitionId: definition.view.id,
    quantity: product.quantity,
    quantityUnit: product.quantityUnit,
    quantityKg: toKg(product.quantity, product.quantityUnit),
    additionalAttributes: product.additionalAttributes,
    certifications: product.certifications,
    verifiedPercentage,
    notVerifiedPercentage: 100 - verifiedPercentage,
    isManualAdded: true,
    createdFacilityId: plan.buyerId,
    isPurchased: true,
    createdAt: plan.now,
    updatedAt: plan.now,
  }));
}
