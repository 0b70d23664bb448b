import {
  checkProductValues,
  productCodeKey,
  type TCheckedProduct,
  type TFieldError,
  type TFileReference,
  type TOutputProductInput,
  type TPlaceValue,
  toKg,
  type TUploadPurpose,
} from '@opentrace/domain';
import type { Executor } from '../../../db/client.ts';
import { QR_CODE_STATUSES } from '../../../db/schema/index.ts';
import { AppError } from '../../../core/app-error.ts';
import type { RequestContext } from '../../../core/request-context.ts';
import type { Principal } from '../../../core/principal.ts';
import type { LoadedDefinition } from '../shared/activity-definitions.ts';
import { checkActivityDocuments } from '../shared/activity-files.ts';
import { locationProblems } from '../../profiles/index.ts';
import { generateProductCode } from './transformations.rules.ts';
import { findQrCodes, findTakenProductCodes, type QrCodeRow } from './transformations.repository.ts';

/** An output product that passed every check of its form, with the code it will carry. */
export interface PlannedOutput extends Omit<TCheckedProduct, 'code'> {
  code: string;
  qr: QrCodeRow | null;
  dnaIdentifier: string | null;
  quantityKg: number | null;
  /** Where the web shows a problem with this output's code. */
  codePath: string;
}

const outputPath = (index: number) => `outputProduct.outputProducts.${index}`;
/** Codes are unique under productCodeKey, as the database's unique index compares them. */
const codeKey = productCodeKey;
const MAX_CODE_ATTEMPTS = 5;

type Context = Pick<RequestContext, 't'>;

/**
 * Checks the outputs of a transformation (DOMAIN.md §4.5) and decides their codes: attribute values
 * against the definition, places, attachments, QR labels (unused, not given twice), and product
 * codes unique in the request and among every tracked product. Field problems answer 400 at the
 * field's path; a code another product already carries answers 409.
 */
export async function planOutputs(
  db: Executor,
  principal: Principal,
  definition: LoadedDefinition,
  outputs: readonly TOutputProductInput[],
  context: Context,
): Promise<PlannedOutput[]> {
  const problems: TFieldError[] = [];
  const checked = outputs.map((output, index) => {
    const result = checkProductValues(definition.attributes, output.attributes, {
      manual: false,
      identifiedByQrCode: Boolean(output.qrCode),
    });
    for (const violation of result.violations) {
      problems.push({ path: `${outputPath(index)}.attributes.${violation.path}`, message: context.t(violation.key, violation.params) });
    }
    return result.product;
  });
  const qrCodes = await findQrCodes(
    db,
    outputs.flatMap((output) => (output.qrCode ? [output.qrCode] : [])),
  );
  problems.push(...(await placeProblems(db, definition, checked, context)), ...qrCodeProblems(outputs, qrCodes, context));
  if (problems.length > 0) throw AppError.validation(problems);
  const products = checked as TCheckedProduct[];
  await checkActivityDocuments(db, principal, attachmentFields(definition, products), context);

  const productIdAttribute = definition.attributes.find((attribute) => attribute.type === 'PRODUCT_ID');
  const planned = products.map((product, index): PlannedOutput => {
    const output = outputs[index] as TOutputProductInput;
    const qr = output.qrCode ? (qrCodes.get(output.qrCode) ?? null) : null;
    return {
      ...product,
      // A QR label stands in for a product ID left blank (DOMAIN.md §4.5); given both, the ID typed is
      // the code people quote on documents, and the label still finds the product (lookups read it first).
      code: product.code ?? output.qrCode ?? '',
      qr,
      dnaIdentifier: output.dnaIdentifier ?? null,
      quantityKg: toKg(product.quantity, product.quantityUnit),
      codePath:
        product.code && productIdAttribute
          ? `${outputPath(index)}.attributes.${productIdAttribute.attributeId}`
          : `${outputPath(index)}.qrCode`,
    };
  });
  await checkCodes(db, planned, context);
  await assignGeneratedCodes(db, planned);
  return planned;
}

async function placeProblems(
  db: Executor,
  definition: LoadedDefinition,
  products: readonly (TCheckedProduct | null)[],
  context: Context,
): Promise<TFieldError[]> {
  const problems: TFieldError[] = [];
  for (const [index, product] of products.entries()) {
    for (const stored of product?.additionalAttributes ?? []) {
      const attribute = definition.attributes.find((candidate) => candidate.attributeId === stored.attributeId);
      if (attribute?.category !== 'COUNTRY_PROVINCE_DISTRICT') continue;
      const place = stored.value as TPlaceValue;
      const wrong = await locationProblems(
        db,
        { countryId: place.countryId, provinceId: place.provinceId ?? null, districtId: place.districtId ?? null },
        { mode: 'answers' },
      );
      if (Object.keys(wrong).length > 0) {
        problems.push({
          path: `${outputPath(index)}.attributes.${attribute.attributeId}`,
          message: context.t('productValues.invalidPlace', { name: attribute.name }),
        });
      }
    }
  }
  return problems;
}

/** A label must exist, be unused (ENCODED) and go on one product only. */
function qrCodeProblems(outputs: readonly TOutputProductInput[], found: ReadonlyMap<string, QrCodeRow>, context: Context): TFieldError[] {
  const seen = new Set<string>();
  const problems: TFieldError[] = [];
  outputs.forEach((output, index) => {
    if (!output.qrCode) return;
    const row = found.get(output.qrCode);
    const key = !row
      ? 'transformations.qrCodeNotFound'
      : row.status !== QR_CODE_STATUSES.ENCODED
        ? 'transformations.qrCodeInUse'
        : seen.has(output.qrCode)
          ? 'transformations.qrCodeRepeated'
          : null;
    seen.add(output.qrCode);
    if (key) problems.push({ path: `${outputPath(index)}.qrCode`, message: context.t(key) });
  });
  return problems;
}

/** Each attachment attribute's files must be the caller's own uploads. */
function attachmentFields(definition: LoadedDefinition, products: readonly TCheckedProduct[]) {
  const fields: Record<string, { references: TFileReference[]; purpose: TUploadPurpose }> = {};
  products.forEach((product, index) => {
    for (const stored of product.additionalAttributes) {
      const attribute = definition.attributes.find((candidate) => candidate.attributeId === stored.attributeId);
      if (attribute?.category === 'ATTACHMENTS') {
        fields[`${outputPath(index)}.attributes.${attribute.attributeId}`] = {
          references: stored.value as TFileReference[],
          purpose: 'attachment',
        };
      }
    }
  });
  return fields;
}

async function checkCodes(db: Executor, planned: readonly PlannedOutput[], context: Context): Promise<void> {
  const seen = new Set<string>();
  const repeated: TFieldError[] = [];
  for (const output of planned) {
    if (!output.code) continue;
    if (seen.has(codeKey(output.code))) {
      repeated.push({ path: output.codePath, message: context.t('transformations.productCodeRepeated', { code: output.code }) });
    }
    seen.add(codeKey(output.code));
  }
  if (repeated.length > 0) throw AppError.validation(repeated);
  const taken = await findTakenProductCodes(db, [...seen]);
  const clashes = planned.filter((output) => output.code && taken.has(codeKey(output.code)));
  const [first] = clashes;
  if (first) {
    throw new AppError('CONFLICT', {
      messageKey: 'transformations.productCodeTaken',
      params: { code: first.code },
      details: clashes.map((output) => ({
        path: output.codePath,
        message: context.t('transformations.productCodeTaken', { code: output.code }),
      })),
    });
  }
}

/** Outputs without a product ID or a label get a generated code no product carries yet. */
async function assignGeneratedCodes(db: Executor, planned: PlannedOutput[]): Promise<void> {
  const inRequest = new Set(planned.filter((output) => output.code).map((output) => codeKey(output.code)));
  let waiting = planned.filter((output) => !output.code);
  for (let attempt = 0; waiting.length > 0 && attempt < MAX_CODE_ATTEMPTS; attempt += 1) {
    for (const output of waiting) output.code = generateProductCode();
    const taken = await findTakenProductCodes(
      db,
      waiting.map((output) => output.code),
    );
    const drawAgain: PlannedOutput[] = [];
    for (const output of waiting) {
      if (taken.has(codeKey(output.code)) || inRequest.has(codeKey(output.code))) drawAgain.push(output);
      else inRequest.add(codeKey(output.code));
    }
    waiting = drawAgain;
  }
  // 34^12 codes make a clash after five draws practically impossible; should it happen, say so plainly.
  if (waiting.length > 0)
    throw new AppError('CONFLICT', { messageKey: 'transformations.productCodeTaken', params: { code: waiting[0]?.code ?? '' } });
}
