import { randomUUID } from 'node:crypto';
import { isDeepStrictEqual } from 'node:util';
import {
  checkBundleVersion,
  CONFIGURATION_BUNDLE_VERSION,
  INDICATOR_SHORT_NAME_MAX,
  SAQ_COMPLETION_PERMISSION,
  type TBundleFile,
  type TConfigurationBundle,
  type TConfigurationImportSummary,
  type TFieldError,
  type TFormulaItem,
  type TRole,
  upgradeConfigurationBundle,
  ZConfigurationBundle,
  riskRecalculateAllJob,
} from '@opentrace/domain';
import { enqueueJob } from '../../jobs/index.ts';
import type { Database } from '../../../db/client.ts';
import { INDICATOR_TYPE } from '../../../db/schema/index.ts';
import { AppError } from '../../../core/app-error.ts';
import type { Clock } from '../../../core/clock.ts';
import type { FileStorage } from '../../../lib/storage/index.ts';
import { toFieldErrors } from '../../../lib/validation-messages.ts';
import type { RequestContext } from '../../../core/request-context.ts';
import type { Principal } from '../../../core/principal.ts';
import { updateBusinessDetails } from '../business-details.repository.ts';
import { BusinessDetailsService } from '../business-details.service.ts';
import { RiskMethodService } from '../risk-method.service.ts';
import { configurationPolicy } from '../configuration.policy.ts';
import { FilesService } from '../../files/index.ts';
import {
  clearCountryRiskScores,
  findCountries,
  findExternalIndicators,
  insertIndicators,
  nameKey,
  type NewIndicatorRow,
  replaceProductRiskListings,
  softDeleteTaxonomy,
  updateIndicator,
  upsertCountryRiskScores,
} from '../../indicators/index.ts';
import { ProductDefinitionsService, retireAllDefinitions } from '../../product-definitions/index.ts';
import { findRoles, RolesService } from '../../roles/index.ts';
import {
  clearQuestionnaires,
  findLiveRole,
  type ParsedGroup,
  QuestionnairesService,
  replaceQuestionnaire,
} from '../../questionnaires/index.ts';
import { clearSupplyChainMap, SupplyChainService } from '../../supply-chain/index.ts';
import { bundleRoleOf, exportConfiguration } from './bundle-export.ts';

/** The envelope first (another tool's file, a newer version), then every field of the current shape. */
export function readBundle(raw: unknown, context: RequestContext): TConfigurationBundle {
  const check = checkBundleVersion(raw);
  if (check.kind === 'notABundle') throw new AppError('UNPROCESSABLE', { messageKey: 'configurationBundle.notABundle' });
  if (check.kind === 'newer')
    throw new AppError('UNPROCESSABLE', {
      messageKey: 'configurationBundle.newerVersion',
      params: { version: check.version, supported: CONFIGURATION_BUNDLE_VERSION },
    });
  const current = check.kind === 'older' ? upgradeConfigurationBundle(raw as Record<string, unknown>) : raw;
  if (current === null)
    throw new AppError('UNPROCESSABLE', {
      messageKey: 'configurationBundle.olderVersion',
      params: { version: (raw as { version: number }).version },
    });
  const parsed = ZConfigurationBundle.safeParse(current);
  if (!parsed.success) {
    const entries = parsed.error.issues.map((issue) => ({
      keyword: issue.code,
      instancePath: `/${issue.path.join('/')}`,
      message: issue.message,
      params: issue as unknown as Record<string, unknown>,
    }));
    throw AppError.validation(toFieldErrors(entries, 'body', context.language));
  }
  return parsed.data;
}

/** Why a service refused a bundle entry, as one line. */
function reasonOf(error: AppError, context: RequestContext): string {
  const fields = Array.isArray(error.details) ? (error.details as Partial<TFieldError>[]).filter((field) => field.message) : [];
  if (error.code === 'VALIDATION_FAILED' && fields.length > 0) return fields.map((field) => `${field.path}: ${field.message}`).join('; ');
  return context.t(error.messageKey, error.params);
}

const orNothing = <T>(value: T | null): T | undefined => value ?? undefined;

/** A name the bundle uses but does not define. */
function unresolved(
  messageKey:
    | 'configurationBundle.unknownRole'
    | 'configurationBundle.unknownProduct'
    | 'configurationBundle.unknownAttribute'
    | 'configurationBundle.unknownName'
    | 'configurationBundle.unknownCountry',
  params: Record<string, string>,
): never {
  throw new AppError('UNPROCESSABLE', { messageKey, params });
}

type SubIndicatorIds = Map<string, { indicatorId: string; id: string }>;
const pairKey = (indicator: string, subIndicator: string) => `${nameKey(indicator)}\n${nameKey(subIndicator)}`;

function subIndicatorOf(ids: SubIndicatorIds, ref: { indicator: string; subIndicator: string }) {
  return (
    ids.get(pairKey(ref.indicator, ref.subIndicator)) ??
    (() => {
      throw new AppError('UNPROCESSABLE', { messageKey: 'configurationBundle.unknownSubIndicator', params: { ...ref } });
    })()
  );
}

/**
 * Replays a bundle through the same services the wizard's screens use, so every rule of every step
 * applies, inside one transaction: the first entry a service refuses undoes the whole import, and
 * the answer names that entry.
 */
class BundleImport {
  private readonly roleIds = new Map<string, string>();
  private readonly productIds = new Map<string, string>();
  private readonly attributeIds = new Map<string, string>();
  private readonly summary: TConfigurationImportSummary = {
    attributes: 0,
    productDefinitions: 0,
    rolesCreated: 0,
    rolesUpdated: 0,
    supplyChainLines: 0,
    calculatedFields: 0,
    categories: 0,
    indicators: 0,
    subIndicators: 0,
    questionnaires: 0,
    questions: 0,
  };

  constructor(
    private readonly tx: Database,
    private readonly storage: FileStorage,
    private readonly clock: Clock,
    private readonly principal: Principal,
    private readonly context: RequestContext,
  ) {}

  async run(bundle: TConfigurationBundle): Promise<TConfigurationImportSummary> {
    await this.clearConfiguration();
    await this.businessDetails(bundle.businessDetails);
    await this.products(bundle);
    await this.roles(bundle.roles);
    await this.supplyChain(bundle.supplyChain);
    const subIndicatorIds = await this.indicators(bundle.indicators);
    await this.riskSources(bundle, subIndicatorIds);
    await this.questionnaires(bundle.questionnaires, subIndicatorIds);
    for (const [index, template] of bundle.facilityGroupTemplates.entries()) {
      await this.at(`facilityGroupTemplates.${index}`, async () => {
        const saqs = new QuestionnairesService(this.tx, new FilesService(this.tx, this.storage), this.storage);
        await saqs.uploadFacilityGroupTemplate(this.principal, this.roleId(template.role), this.incoming(template.file));
      });
    }
    await this.at('riskMethod', async () => {
      const { roleWeights, ...weights } = bundle.riskMethod.weights;
      const byId = roleWeights
        ? Object.fromEntries(Object.entries(roleWeights).map(([name, weight]) => [this.roleId(name), weight]))
        : undefined;
      await new RiskMethodService(this.tx, this.clock).update(
        this.principal,
        { methodology: bundle.riskMethod.methodology, weights: { ...weights, ...(byId ? { roleWeights: byId } : {}) } },
        this.context,
      );
    });
    // The steps the bundle's author had finished, not the ones the replay touched.
    await updateBusinessDetails(this.tx, { completedSteps: [...new Set(bundle.businessDetails.completedSteps)].sort((a, b) => a - b) });
    return this.summary;
  }

  /** An import replaces the configuration; roles stay (users hold them) and are updated by the bundle. */
  private async clearConfiguration(): Promise<void> {
    // Each module clears its own tables, in the order their references need.
    const now = this.clock.now();
    await clearSupplyChainMap(this.tx);
    await retireAllDefinitions(this.tx, now);
    await softDeleteTaxonomy(this.tx, now);
    await clearQuestionnaires(this.tx);
    await clearCountryRiskScores(this.tx);
  }

  private async businessDetails(details: TConfigurationBundle['businessDetails']): Promise<void> {
    await this.at('businessDetails', async () => {
      const logo = details.logo
        ? await new FilesService(this.tx, this.storage).upload(this.principal, 'logo', [this.incoming(details.logo)])
        : [];
      await new BusinessDetailsService(this.tx, this.storage, this.clock).update(
        this.principal,
        {
          systemName: details.systemName,
          logoBlobName: logo[0]?.blobName ?? null,
          isGpsEnabled: details.isGpsEnabled,
          selectedCommodities: details.selectedCommodities,
        },
        this.context,
      );
    });
  }

  private async products(bundle: TConfigurationBundle): Promise<void> {
    const products = new ProductDefinitionsService(this.tx, this.clock);
    for (const [index, attribute] of bundle.attributes.entries()) {
      const created = await this.at(`attributes.${index}`, () => products.createAttribute(this.principal, attribute, this.context));
      this.attributeIds.set(nameKey(attribute.name), created.id);
      this.summary.attributes += 1;
    }
    for (const [index, definition] of bundle.productDefinitions.entries()) {
      const created = await this.at(`productDefinitions.${index}`, () =>
        products.createDefinition(
          this.principal,
          {
            name: definition.name,
            nameTranslations: definition.nameTranslations,
            goods: definition.goods,
            attributes: definition.attributes.map((entry) => ({
              attributeId: this.attributeId(entry.attribute),
              isOptional: entry.isOptional,
              isAddManuallyOnly: entry.isAddManuallyOnly,
            })),
          },
          this.context,
        ),
      );
      this.productIds.set(nameKey(definition.name), created.id);
      this.summary.productDefinitions += 1;
    }
  }

  /** System roles are found by code, other roles by name; a role the installation lacks is created. */
  private async roles(bundleRoles: TConfigurationBundle['roles']): Promise<void> {
    const service = new RolesService(this.tx, this.clock);
    const existing = await findRoles(this.tx);
    for (const role of existing) this.roleIds.set(nameKey(role.name), role.id);
    for (const [index, role] of bundleRoles.entries()) {
      const match: TRole | undefined =
        (role.code ? existing.find((candidate) => candidate.code === role.code) : undefined) ??
        existing.find((candidate) => nameKey(candidate.name) === nameKey(role.name));
      const input = {
        name: role.name,
        nameTranslations: role.nameTranslations,
        type: role.type,
        icon: role.icon,
        permissions: role.permissions,
        isRawMaterialExtractor: role.isRawMaterialExtractor,
        chainOfCustody: orNothing(role.chainOfCustody),
        seasonStartDate: orNothing(role.seasonStartDate),
        seasonDuration: orNothing(role.seasonDuration),
        // A producer needs an identifier system once it has attributes; one that never had any (a
        // seeded system role) keeps none, rather than being refused.
        attributes: role.attributes.length > 0 ? role.attributes : undefined,
      };
      // A role the bundle leaves as it is gets no write, so a role the seed made without what the
      // role form would demand (an extractor's season) goes back and forth unchanged.
      if (match && isDeepStrictEqual(bundleRoleOf(match), { ...role, nameTranslations: role.nameTranslations ?? match.nameTranslations })) {
        this.roleIds.set(nameKey(match.name), match.id);
        continue;
      }
      const saved = await this.at(`roles.${index}`, () =>
        match ? service.update(this.principal, match.id, input, this.context) : service.create(this.principal, input, this.context),
      );
      if (match) {
        this.roleIds.delete(nameKey(match.name));
        this.summary.rolesUpdated += 1;
      } else {
        this.summary.rolesCreated += 1;
      }
      this.roleIds.set(nameKey(saved.name), saved.id);
    }
  }

  private async supplyChain(map: TConfigurationBundle['supplyChain']): Promise<void> {
    const service = new SupplyChainService(this.tx, this.clock);
    for (const [index, line] of map.lines.entries()) {
      await this.at(`supplyChain.lines.${index}`, async () => {
        const roleId = this.roleId(line.role);
        const outputProductDefinitionIds = line.outputs.map((name) => this.productId(name));
        if (line.fromRole === null) await service.startChain(this.principal, { roleId, outputProductDefinitionIds }, this.context);
        else
          await service.addLine(
            this.principal,
            { roleId, fromRoleId: this.roleId(line.fromRole), outputProductDefinitionIds },
            this.context,
          );
      });
      this.summary.supplyChainLines += 1;
    }
    if (map.positions.length > 0) {
      await this.at('supplyChain.positions', () =>
        service.savePositions(
          this.principal,
          { positions: map.positions.map(({ role, top, left }) => ({ roleId: this.roleId(role), top, left })) },
          this.context,
        ),
      );
    }
    for (const [index, field] of map.calculatedFields.entries()) {
      await this.at(`supplyChain.calculatedFields.${index}`, () =>
        service.createCalculatedField(
          this.principal,
          {
            roleId: this.roleId(field.role),
            outputProductDefinitionId: this.productId(field.product),
            outputAttributeId: this.attributeId(field.attribute),
            inputProductDefinitionIds: field.inputs.map((name) => this.productId(name)),
            expression: field.expression.map((term): TFormulaItem =>
              term.type === 'constant'
                ? term
                : { type: 'variable', value: this.attributeId(term.attribute), productDefinitionId: this.productId(term.product) },
            ),
          },
          this.context,
        ),
      );
      this.summary.calculatedFields += 1;
    }
  }

  /** The taxonomy as the bundle has it (the list was emptied first); returns sub-indicator ids by (indicator, sub-indicator). */
  private async indicators(categories: TConfigurationBundle['indicators']): Promise<SubIndicatorIds> {
    const rows: NewIndicatorRow[] = [];
    const subIndicatorIds: SubIndicatorIds = new Map();
    const seen = { categories: new Set<string>(), indicators: new Set<string>() };
    let sortOrder = 0;
    const creatorId = this.principal.userId;
    for (const [categoryIndex, category] of categories.entries()) {
      const path = `indicators.${categoryIndex}`;
      this.unique(seen.categories, category.name, `${path}.name`, 'indicators.categoryNameTaken');
      if (category.name.length > INDICATOR_SHORT_NAME_MAX) {
        this.reject(`${path}.name`, this.context.t('validation.tooLong', { field: 'name', max: INDICATOR_SHORT_NAME_MAX }));
      }
      const categoryId = randomUUID();
      rows.push({
        id: categoryId,
        type: INDICATOR_TYPE.CATEGORY,
        name: category.name,
        translations: category.translations,
        icon: category.icon,
        creatorId,
        sortOrder: sortOrder++,
      });
      for (const [indicatorIndex, indicator] of category.indicators.entries()) {
        this.unique(seen.indicators, indicator.name, `${path}.indicators.${indicatorIndex}.name`, 'indicators.indicatorNameTaken');
        const indicatorId = randomUUID();
        rows.push({
          id: indicatorId,
          type: INDICATOR_TYPE.INDICATOR,
          name: indicator.name,
          translations: indicator.translations,
          categoryId,
          creatorId,
          sortOrder: sortOrder++,
        });
        const subNames = new Set<string>();
        for (const [subIndex, sub] of indicator.subIndicators.entries()) {
          this.unique(
            subNames,
            sub.name,
            `${path}.indicators.${indicatorIndex}.subIndicators.${subIndex}.name`,
            'indicators.subIndicatorNameTaken',
          );
          const id = randomUUID();
          rows.push({
            id,
            type: INDICATOR_TYPE.SUB_INDICATOR,
            name: sub.name,
            translations: sub.translations,
            parentId: indicatorId,
            riskSeverity: sub.severity,
            creatorId,
            sortOrder: sortOrder++,
          });
          subIndicatorIds.set(pairKey(indicator.name, sub.name), { indicatorId, id });
          this.summary.subIndicators += 1;
        }
        this.summary.indicators += 1;
      }
      this.summary.categories += 1;
    }
    if (rows.length > 0) await insertIndicators(this.tx, rows);
    return subIndicatorIds;
  }

  /** External indicators by name (the four defaults exist everywhere), country scores, and product risk listings. */
  private async riskSources(bundle: TConfigurationBundle, subIndicatorIds: SubIndicatorIds): Promise<void> {
    const now = this.clock.now();
    const externalIds = new Map((await findExternalIndicators(this.tx)).map((row) => [nameKey(row.name), row.id]));
    const added: NewIndicatorRow[] = [];
    for (const external of bundle.externalRiskIndicators) {
      const values = {
        name: external.name,
        translations: external.translations,
        urls: external.urls,
        description: external.description,
        icon: external.icon,
      };
      const id = externalIds.get(nameKey(external.name));
      if (id) await updateIndicator(this.tx, id, { ...values, updatedAt: now });
      else {
        const newId = randomUUID();
        externalIds.set(nameKey(external.name), newId);
        added.push({ id: newId, type: INDICATOR_TYPE.EXTERNAL_RISK_INDICATOR, ...values, creatorId: this.principal.userId });
      }
    }
    if (added.length > 0) await insertIndicators(this.tx, added);

    const countryIds = new Map((await findCountries(this.tx)).map((country) => [country.countryCode.toUpperCase(), country.id]));
    const countryId = (code: string) => countryIds.get(code.toUpperCase()) ?? unresolved('configurationBundle.unknownCountry', { code });
    const scores = [];
    for (const [index, entry] of bundle.countryRisks.entries()) {
      scores.push(await this.at(`countryRisks.${index}`, async () => ({ countryId: countryId(entry.countryCode), score: entry.score })));
    }
    if (scores.length > 0) await upsertCountryRiskScores(this.tx, scores, now);

    const listings = [];
    for (const [index, listing] of bundle.productRiskListings.entries()) {
      listings.push(
        await this.at(`productRiskListings.${index}`, async () => ({
          countryId: listing.countryCode ? countryId(listing.countryCode) : null,
          countryName: listing.countryName,
          good: listing.good,
          externalIndicatorId:
            externalIds.get(nameKey(listing.externalIndicator)) ??
            unresolved('configurationBundle.unknownName', { name: listing.externalIndicator }),
          subIndicatorId: listing.subIndicator ? subIndicatorOf(subIndicatorIds, listing.subIndicator).id : null,
          severity: listing.severity,
        })),
      );
    }
    await replaceProductRiskListings(this.tx, listings);
  }

  private async questionnaires(questionnaires: TConfigurationBundle['questionnaires'], subIndicatorIds: SubIndicatorIds): Promise<void> {
    const indicatorIds = new Map([...subIndicatorIds].map(([key, entry]) => [key.split('\n')[0] as string, entry.indicatorId]));
    for (const [index, questionnaire] of questionnaires.entries()) {
      await this.at(`questionnaires.${index}`, async () => {
        const roleId = this.roleId(questionnaire.role);
        const role = await findLiveRole(this.tx, roleId);
        if (!role || !Object.values(SAQ_COMPLETION_PERMISSION).some((key) => role.permissionKeys.includes(key))) {
          throw new AppError('UNPROCESSABLE', { messageKey: 'saq.roleNeedsNoQuestionnaire', params: { name: questionnaire.role } });
        }
        const groups: ParsedGroup[] = questionnaire.groups.map((group) => ({
          name: group.name,
          questions: group.questions.map((question) => ({
            ...question,
            options: question.options.map((option) => {
              const sub = option.subIndicator ? subIndicatorOf(subIndicatorIds, option.subIndicator) : null;
              const indicatorId = option.indicator
                ? (indicatorIds.get(nameKey(option.indicator)) ?? unresolved('configurationBundle.unknownName', { name: option.indicator }))
                : (sub?.indicatorId ?? null);
              const { indicator: _indicator, subIndicator: _subIndicator, ...rest } = option;
              return { ...rest, indicatorId, subIndicatorId: sub?.id ?? null };
            }),
          })),
        }));
        await replaceQuestionnaire(this.tx, { roleId, sourceFileId: null, importedById: this.principal.userId }, groups);
        this.summary.questionnaires += 1;
        this.summary.questions += groups.reduce((sum, group) => sum + group.questions.length, 0);
      });
    }
  }

  private incoming(file: TBundleFile) {
    return { fileName: file.name, data: Buffer.from(file.base64, 'base64') };
  }

  /* The resolvers below are called inside `at`, which names the entry that held the reference. */
  private roleId(name: string): string {
    return this.roleIds.get(nameKey(name)) ?? unresolved('configurationBundle.unknownRole', { name });
  }

  private productId(name: string): string {
    return this.productIds.get(nameKey(name)) ?? unresolved('configurationBundle.unknownProduct', { name });
  }

  private attributeId(name: string): string {
    return this.attributeIds.get(nameKey(name)) ?? unresolved('configurationBundle.unknownAttribute', { name });
  }

  private unique(
    seen: Set<string>,
    name: string,
    path: string,
    messageKey: 'indicators.categoryNameTaken' | 'indicators.indicatorNameTaken' | 'indicators.subIndicatorNameTaken',
  ): void {
    if (seen.has(nameKey(name))) this.reject(path, this.context.t(messageKey, { name }));
    seen.add(nameKey(name));
  }

  private reject(path: string, reason: string): never {
    throw new AppError('UNPROCESSABLE', {
      messageKey: 'configurationBundle.entryRefused',
      params: { path, reason },
      details: [{ path, message: reason }],
    });
  }

  /** Runs one entry's replay; a refusal names the entry so the administrator can find it in the file. */
  private async at<T>(path: string, work: () => Promise<T>): Promise<T> {
    try {
      return await work();
    } catch (error) {
      if (!(error instanceof AppError) || error.messageKey === 'configurationBundle.entryRefused') throw error;
      return this.reject(path, reasonOf(error, this.context));
    }
  }
}

/** `GET /api/configuration/export` and `POST /api/configuration/import`. */
export class ConfigurationBundleService {
  constructor(
    private readonly db: Database,
    private readonly storage: FileStorage,
    private readonly clock: Clock,
  ) {}

  async export(principal: Principal): Promise<TConfigurationBundle> {
    await configurationPolicy.authorize(principal, 'exportConfiguration', null);
    return exportConfiguration(this.db, this.storage, this.clock);
  }

  async import(raw: unknown, principal: Principal, context: RequestContext): Promise<TConfigurationImportSummary> {
    await configurationPolicy.authorize(principal, 'configure', null);
    const bundle = readBundle(raw, context);
    // The replayed services audit each step; one entry for the whole import says more, and an
    // audit write outside the transaction would wait on it (PGlite has one connection).
    const quiet: RequestContext = { ...context, audit: async () => {} };
    const summary = await this.db.transaction(async (tx) => {
      const imported = await new BundleImport(tx as unknown as Database, this.storage, this.clock, principal, quiet).run(bundle);
      // A new indicator list, method or country risk moves every facility's risk.
      await enqueueJob(tx, riskRecalculateAllJob('configuration imported'), this.clock.now());
      return imported;
    });
    await context.audit({ action: 'configuration.imported', targetType: 'business-details', targetId: '1', details: { ...summary } });
    return summary;
  }
}
