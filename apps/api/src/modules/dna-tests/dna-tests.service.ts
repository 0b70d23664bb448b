import {
  calendarDayIn,
  can,
  FILE_KIND_MIME,
  isotopicTestResult,
  nameIn,
  riskRecalculationJob,
  syntheticTestResult,
  toGrantedPermissions,
  type TDnaPartyPage,
  type TDnaPartyQuery,
  type TDnaProductCheck,
  type TDnaProductCheckQuery,
  type TDnaTestDetail,
  type TDnaTestListQuery,
  type TDnaTestPage,
  type TFileKind,
  type TFileReference,
  type TIsotopicDnaTestInput,
  type TSyntheticDnaTestInput,
} from '@opentrace/domain';
import { AppError } from '../../core/app-error.ts';
import type { Clock } from '../../core/clock.ts';
import type { Download } from '../../core/download.ts';
import type { Principal } from '../../core/principal.ts';
import { type Problem, throwProblems } from '../../core/problems.ts';
import type { RequestContext } from '../../core/request-context.ts';
import type { Database } from '../../db/client.ts';
import { translationsOf } from '../../lib/reference-names.ts';
import type { FileStorage } from '../../lib/storage/index.ts';
import { maySignIn } from '../auth/index.ts';
import { sortNamedUploads } from '../files/index.ts';
import { enqueueJob } from '../jobs/index.ts';
import { findProductsByCode } from '../product-activities/index.ts';
import { findPermissionKeysOfRoles } from '../users/index.ts';
import { type DnaParty, dnaTestsPolicy, mayDeleteTest } from './dna-tests.policy.ts';
import {
  type DnaTestRow,
  findCountryNames,
  findDnaTest,
  findDnaTestFiles,
  findDnaTestPage,
  findFacilityName,
  findFacilityPageOfRoles,
  findLiveProducerRoles,
  findOriginCountryIds,
  findProductNames,
  insertDnaTest,
  insertDnaTestFiles,
  markDnaTestDeleted,
} from './dna-tests.repository.ts';
import { toDnaTestDetail, toDnaTestSummary } from './dna-tests.view.ts';

/** What both kinds of test name, checked the same way. */
interface TestSubject {
  productSupplierId: string;
  requestFacilityId: string | null;
  productCode: string;
  testedOn: string;
  timeZone: string;
  files: TFileReference[];
}

/** The checked subject: the product the supplier made, and the proofs found among the caller's uploads. */
interface CheckedSubject {
  product: { id: string; dnaIdentifier: string | null };
  files: { id: string; name: string }[];
}

/**
 * DNA tests (DOMAIN.md §8.2, issue 23): logging a synthetic-marking or isotopic-origin test, deciding its result
 * from the records, listing, reading and deleting tests. Every test, and every deletion, queues the supplier's
 * risk recalculation, since each is a risk item of the supplier (DOMAIN.md §6.5).
 */
export class DnaTestsService {
  constructor(
    private readonly db: Database,
    private readonly clock: Clock,
    private readonly storage: FileStorage,
  ) {}

  async list(principal: Principal, query: TDnaTestListQuery, context: RequestContext): Promise<TDnaTestPage> {
    await dnaTestsPolicy.authorize(principal, 'listTests', null);
    const onlyOwn = !can(principal, 'VIEW_DNA_TEST_RESULTS');
    const { rows, total } = await findDnaTestPage(this.db, query, onlyOwn ? principal.userId : null);
    return { items: rows.map((row) => toDnaTestSummary(row, context.language)), total, page: query.page, perPage: query.perPage };
  }

  /** The options of the form's two facility fields, and of the list's supplier filter. */
  async parties(principal: Principal, query: TDnaPartyQuery, context: RequestContext): Promise<TDnaPartyPage> {
    await dnaTestsPolicy.authorize(principal, 'listParties', query.kind);
    const { rows, total } = await findFacilityPageOfRoles(this.db, await this.rolesFor(query.kind), query);
    return {
      items: rows.map((row) => ({
        id: row.id,
        name: row.name,
        roleName: nameIn(translationsOf({ name: row.roleName, translations: row.roleTranslations }), context.language),
      })),
      total,
      page: query.page,
      perPage: query.perPage,
    };
  }

  /** The inline check of the product field: the product, never what it should carry. */
  async checkProduct(principal: Principal, query: TDnaProductCheckQuery, context: RequestContext): Promise<TDnaProductCheck> {
    await dnaTestsPolicy.authorize(principal, 'recordTest', null);
    const product = await this.findSuppliersProduct(query.productSupplierId, query.productCode);
    if (!product) return { found: false, product: null };
    const [row] = await findProductNames(this.db, [product.productDefinitionId]);
    return {
      found: true,
      product: {
        id: product.id,
        code: product.code,
        name: row ? nameIn(translationsOf({ name: row.name, translations: row.nameTranslations }), context.language) : '',
        createdAt: product.createdAt.toISOString(),
      },
    };
  }

  async recordSynthetic(principal: Principal, input: TSyntheticDnaTestInput, context: RequestContext): Promise<TDnaTestDetail> {
    await dnaTestsPolicy.authorize(principal, 'recordTest', null);
    const { product, files } = await this.checkSubject(principal, input, [], context);
    return this.save(principal, input, files, context, {
      kind: 'SYNTHETIC',
      productId: product.id,
      isDetected: input.isDetected,
      dnaIdentifiers: input.dnaIdentifiers,
      expectedDnaIdentifier: product.dnaIdentifier,
      result: syntheticTestResult(product.dnaIdentifier, input.isDetected ? input.dnaIdentifiers : null),
    });
  }

  async recordIsotopic(principal: Principal, input: TIsotopicDnaTestInput, context: RequestContext): Promise<TDnaTestDetail> {
    await dnaTestsPolicy.authorize(principal, 'recordTest', null);
    const countryIds = [...new Set(input.countryIds)];
    const known = new Set((await findCountryNames(this.db, countryIds)).map((country) => country.id));
    const countryProblems = input.countryIds.flatMap((id, index) =>
      known.has(id) ? [] : [{ kind: 'invalid' as const, path: `countryIds.${index}`, messageKey: 'dnaTests.countryNotFound' as const }],
    );
    const { product, files } = await this.checkSubject(principal, input, countryProblems, context);
    const originCountryIds = await findOriginCountryIds(this.db, product.id);
    return this.save(principal, input, files, context, {
      kind: 'ISOTOPIC',
      productId: product.id,
      countryIds: countryIds.sort(),
      originCountryIds,
      result: isotopicTestResult(originCountryIds, countryIds),
    });
  }

  async get(principal: Principal, id: string, context: RequestContext): Promise<TDnaTestDetail> {
    const row = await findDnaTest(this.db, id);
    if (!row) throw notFound();
    await dnaTestsPolicy.authorize(principal, 'readTest', row.test);
    const [files, countries] = await Promise.all([
      findDnaTestFiles(this.db, id),
      findCountryNames(this.db, [...row.test.countryIds, ...row.test.originCountryIds]),
    ]);
    return toDnaTestDetail(row, files, countries, mayDeleteTest(principal, row.test), context.language);
  }

  async delete(principal: Principal, id: string): Promise<void> {
    const row = await findDnaTest(this.db, id);
    if (!row) throw notFound();
    await dnaTestsPolicy.authorize(principal, 'deleteTest', row.test);
    const now = this.clock.now();
    await this.db.transaction(async (tx) => {
      if (!(await markDnaTestDeleted(tx, id, principal.userId, now))) throw notFound();
      await enqueueJob(tx, riskRecalculationJob(row.test.productSupplierId), now);
    });
  }

  async downloadFile(principal: Principal, id: string, blobName: string): Promise<Download> {
    const row = await findDnaTest(this.db, id);
    if (!row) throw notFound();
    await dnaTestsPolicy.authorize(principal, 'readTest', row.test);
    const file = (await findDnaTestFiles(this.db, id)).find((entry) => entry.blobName === blobName);
    const body = file ? await this.storage.get(blobName) : null;
    if (!file || !body) throw new AppError('NOT_FOUND', { messageKey: 'dnaTests.fileNotFound' });
    return { fileName: file.name, contentType: FILE_KIND_MIME[file.kind as TFileKind] ?? 'application/octet-stream', body };
  }

  /** Producer roles whose facilities may request a test (their people sign in) or have one (they mark products). */
  private async rolesFor(party: DnaParty): Promise<string[]> {
    const roles = await findLiveProducerRoles(this.db);
    const keysOf = await findPermissionKeysOfRoles(
      this.db,
      roles.map((role) => role.id),
    );
    return roles
      .filter((role) => {
        const holder = { permissions: toGrantedPermissions(keysOf.get(role.id) ?? []) };
        return party === 'requester' ? maySignIn(role, holder) : can(holder, 'ASSIGN_DNA');
      })
      .map((role) => role.id);
  }

  private async isParty(party: DnaParty, facilityId: string): Promise<boolean> {
    const { total } = await findFacilityPageOfRoles(this.db, await this.rolesFor(party), { facilityId, page: 1, perPage: 1 });
    return total > 0;
  }

  /** A tracked product the supplier made, named by its code, its QR code or its label's link. */
  private async findSuppliersProduct(productSupplierId: string, code: string) {
    const found = await findProductsByCode(this.db, code, { asQrCode: true, asProductCode: true });
    return found.find((product) => product.createdFacilityId === productSupplierId && !product.isManualAdded);
  }

  /** Every field problem of the form at once, so the person fixes them in one go; nothing is saved until all hold. */
  private async checkSubject(
    principal: Principal,
    input: TestSubject,
    problems: Problem[],
    context: RequestContext,
  ): Promise<CheckedSubject> {
    const [supplierIsParty, requesterIsParty, uploads] = await Promise.all([
      this.isParty('supplier', input.productSupplierId),
      input.requestFacilityId === null ? Promise.resolve(true) : this.isParty('requester', input.requestFacilityId),
      sortNamedUploads(this.db, principal, input.files, 'proof'),
    ]);
    const all: Problem[] = [...problems];
    if (!supplierIsParty) all.push({ kind: 'invalid', path: 'productSupplierId', messageKey: 'dnaTests.supplierNotFound' });
    if (!requesterIsParty) all.push({ kind: 'invalid', path: 'requestFacilityId', messageKey: 'dnaTests.requesterNotFound' });
    if (input.testedOn > calendarDayIn(this.clock.now(), input.timeZone)) {
      all.push({ kind: 'invalid', path: 'testedOn', messageKey: 'dnaTests.testedInFuture' });
    }
    for (const index of uploads.refused) all.push({ kind: 'invalid', path: `files.${index}`, messageKey: 'dnaTests.proofRefused' });
    const product = supplierIsParty ? await this.findSuppliersProduct(input.productSupplierId, input.productCode) : undefined;
    if (supplierIsParty && !product) {
      all.push({
        kind: 'invalid',
        path: 'productCode',
        messageKey: 'dnaTests.productNotFound',
        params: { code: input.productCode, supplier: (await findFacilityName(this.db, input.productSupplierId)) ?? '' },
      });
    }
    throwProblems(all, context);
    if (!product) throw new Error('checkSubject: a product problem was not thrown');
    return { product, files: uploads.accepted };
  }

  private async save(
    principal: Principal,
    input: TestSubject,
    files: CheckedSubject['files'],
    context: RequestContext,
    outcome: Pick<DnaTestRow, 'kind' | 'productId' | 'result'> & Partial<DnaTestRow>,
  ): Promise<TDnaTestDetail> {
    const now = this.clock.now();
    const id = await this.db.transaction(async (tx) => {
      const test = await insertDnaTest(tx, {
        ...outcome,
        productSupplierId: input.productSupplierId,
        requestFacilityId: input.requestFacilityId,
        testedOn: input.testedOn,
        createdById: principal.userId,
        createdAt: now,
      });
      await insertDnaTestFiles(
        tx,
        files.map((file) => ({ testId: test.id, fileId: file.id, name: file.name, createdAt: now })),
      );
      await enqueueJob(tx, riskRecalculationJob(input.productSupplierId), now);
      return test.id;
    });
    return this.get(principal, id, context);
  }
}

const notFound = () => new AppError('NOT_FOUND', { messageKey: 'dnaTests.notFound' });
