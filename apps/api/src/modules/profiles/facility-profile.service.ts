import {
  can,
  deriveFacilityIdentity,
  isOtherLocation,
  nameIn,
  PRODUCER_ONLY_PROFILE_FIELDS,
  type TFacilityProfile,
  type TFieldError,
  type TLanguage,
  type TProfileAttributeAnswer,
  type TProfileFacility,
  riskRecalculationJob,
} from '@opentrace/domain';
import { enqueueJob } from '../jobs/index.ts';
import type { Database, Executor } from '../../db/client.ts';
import type { TTranslations } from '../../core/translations.ts';
import { AppError } from '../../core/app-error.ts';
import { translationsOf } from '../../lib/reference-names.ts';
import type { RequestContext } from '../../core/request-context.ts';
import type { Principal } from '../../core/principal.ts';
import { authorizedFacilityOf } from '../../core/policy.ts';
import { profilesPolicy } from './profiles.policy.ts';
import { findCertifications, rememberFacilityPlace } from '../reference-data/index.ts';
import { assertUniqueIds } from '../identifiers/index.ts';
import { checkAttributeAnswers } from './attribute-answers.ts';
import {
  type FacilityRow,
  findAnsweredRoleAttributes,
  findFacilityWithRole,
  findFirstUserId,
  findProductDefinitionsByIds,
  findRoleOutputs,
  isOarIdTaken,
  type NewFacilityValues,
  type RoleRow,
  saveAttributeAnswers,
  updateFacility,
} from './facility-profile.repository.ts';
import { locationProblems, type TLocationIds, type TLocationLevel } from './location-rules.ts';
import { chainOfCustodyOf, describePlace, loadLocations, profileAttribute, translatedName } from './profile-view.ts';

type Context = Pick<RequestContext, 'language' | 't'>;
export interface OrganisationProfileInput {
  facility?: TProfileFacility;
  roleAttributes?: TProfileAttributeAnswer[];
}

const ORGANISATION_ROLE_TYPES = new Set(['Producer', 'Assessor', 'Brand']);

/**
 * Whether saving one's own profile must include the organisation's details before it counts as
 * done (the onboarding gate, DOMAIN.md §1.4): for the Admin users of producers and assessors who
 * complete their own profile. A brand's Admin completes it with the brand profile instead;
 * everyone else completes it with their names alone.
 */
export function profileNeedsOrganisation(principal: Principal): boolean {
  return ORGANISATION_ROLE_TYPES.has(principal.role.type) && principal.userType === 'Admin' && can(principal, 'COMPLETE_OWN_PROFILE');
}

const LOCATION_PATHS: Record<TLocationLevel, string> = {
  country: 'facility.countryId',
  province: 'facility.provinceId',
  district: 'facility.districtId',
};

/** A body field when the request has it (null clears), else what is stored. */
function given<T>(value: T | undefined, stored: T): T {
  return value === undefined ? stored : value;
}

const sameMoment = (a: Date | null, b: Date | null) => (a?.getTime() ?? null) === (b?.getTime() ?? null);

/**
 * A producer's or assessor's organisation profile (DOMAIN.md §10.1), saved with the account in
 * `PUT /api/users`: business details, the answers to the role's attributes, the location, and for
 * producers certifications, goods and the mass-balance reconciliation window.
 */
export async function saveOrganisationProfile(
  tx: Executor,
  principal: Principal,
  input: OrganisationProfileInput,
  context: Context,
  now: Date,
): Promise<void> {
  await profilesPolicy.authorize(principal, 'editOrganisation', null);
  const facilityId = authorizedFacilityOf(principal);
  const found = await findFacilityWithRole(tx, facilityId);
  if (!found) throw new AppError('NOT_FOUND', { messageKey: 'profile.noOrganisation' });
  const { facility, role } = found;
  const body = input.facility ?? {};
  const answers = input.roleAttributes ?? [];
  const isProducer = role.type === 'Producer';

  const problems: TFieldError[] = [];
  if (!isProducer) {
    for (const field of PRODUCER_ONLY_PROFILE_FIELDS.filter((key) => body[key] !== undefined)) {
      problems.push({ path: `facility.${field}`, message: context.t('profile.fieldNotForRole', { field }) });
    }
  }
  const stored = await findAnsweredRoleAttributes(tx, role.id, facilityId);
  const { problems: answerProblems, checked } = await checkAttributeAnswers(tx, facilityId, stored, answers, context);
  problems.push(...answerProblems);

  const identity = deriveFacilityIdentity(checked.answered);
  const location: TLocationIds = identity.location ?? {
    countryId: given(body.countryId, facility.countryId),
    provinceId: given(body.provinceId, facility.provinceId),
    districtId: given(body.districtId, facility.districtId),
  };
  const address = identity.address ?? given(body.address, facility.address);
  if (!identity.location) {
    const found = await locationProblems(tx, location, { mode: 'organisation' });
    for (const [level, key] of Object.entries(found) as [TLocationLevel, NonNullable<(typeof found)[TLocationLevel]>][]) {
      problems.push({ path: LOCATION_PATHS[level], message: context.t(key) });
    }
  }
  if (!address) problems.push({ path: 'facility.address', message: context.t('profile.addressRequired') });

  const values: NewFacilityValues = {
    name: identity.name ?? body.name ?? facility.name,
    address,
    ...location,
    latitude: given(body.latitude, facility.latitude),
    longitude: given(body.longitude, facility.longitude),
    updatedAt: now,
  };
  if (isProducer) {
    problems.push(...(await producerProblems(tx, body, role, context)));
    Object.assign(values, {
      traderName: given(body.traderName, facility.traderName),
      businessRegisterNumber: given(body.businessRegisterNumber, facility.businessRegisterNumber),
      oarId: identity.oarId ?? given(body.oarId, facility.oarId),
      certifications: given(body.certifications, facility.certifications),
      goodsProductDefinitionIds: given(body.goods, facility.goodsProductDefinitionIds),
      ...(await reconciliationWindow(tx, principal, body, facility, role, context, now, problems)),
    });
  }
  if (problems.length > 0) throw AppError.validation(problems);

  await assertUniqueIds(tx, facilityId, answers, context.t);
  if (values.oarId && (await isOarIdTaken(tx, facilityId, values.oarId))) {
    const message = context.t('profile.oarIdTaken', { value: values.oarId });
    throw new AppError('CONFLICT', {
      messageKey: 'profile.oarIdTaken',
      params: { value: values.oarId },
      details: [{ path: 'facility.oarId', message }],
    });
  }
  await updateFacility(tx, facilityId, values);
  await saveAttributeAnswers(tx, facilityId, checked.writes, now);
  // Its country and goods decide the country and List of Goods items of its risk.
  if (isProducer) await enqueueJob(tx, riskRecalculationJob(facilityId), now);
  const { latitude, longitude } = body;
  const point =
    latitude !== undefined && latitude !== null && longitude !== undefined && longitude !== null ? { latitude, longitude } : null;
  if (point && location.districtId && !isOtherLocation(location.districtId)) {
    await rememberFacilityPlace(tx, facilityId, point, location.districtId);
  }
}

/** Certifications from the facility list, and goods among what the role makes on the map. */
async function producerProblems(tx: Executor, body: TProfileFacility, role: RoleRow, context: Context): Promise<TFieldError[]> {
  const problems: TFieldError[] = [];
  if (body.certifications?.length) {
    const codes = new Set((await findCertifications(tx, 'facility')).map((row) => row.code));
    body.certifications.forEach((code, index) => {
      if (!codes.has(code))
        problems.push({ path: `facility.certifications.${index}`, message: context.t('profile.certificationUnknown', { value: code }) });
    });
  }
  if (body.goods?.length) {
    const outputs = new Set((await findRoleOutputs(tx, role.id)).map((definition) => definition.id));
    body.goods.forEach((id, index) => {
      if (!outputs.has(id)) problems.push({ path: `facility.goods.${index}`, message: context.t('profile.goodsNotMade') });
    });
  }
  return problems;
}

/**
 * The reconciliation window (DOMAIN.md §4.1, §10.1): mass-balance facilities only (422 otherwise),
 * set by the facility's first user only (403 for anyone else changing it), starting no later than
 * today, and both parts together. The first user of a mass-balance facility must give it.
 */
async function reconciliationWindow(
  tx: Executor,
  principal: Principal,
  body: TProfileFacility,
  facility: FacilityRow,
  role: RoleRow,
  context: Context,
  now: Date,
  problems: TFieldError[],
): Promise<Pick<NewFacilityValues, 'reconciliationStartAt' | 'reconciliationDurationMonths'>> {
  const startAt =
    body.reconciliationStartAt === undefined
      ? facility.reconciliationStartAt
      : body.reconciliationStartAt
        ? new Date(body.reconciliationStartAt)
        : null;
  const duration = given(body.reconciliationDuration, facility.reconciliationDurationMonths);
  const changed = !sameMoment(startAt, facility.reconciliationStartAt) || duration !== facility.reconciliationDurationMonths;
  const isMassBalance = (facility.chainOfCustody ?? role.chainOfCustody) === 'Mass balance';
  const isFirstUser = (await findFirstUserId(tx, facility.id)) === principal.userId;
  const field = body.reconciliationStartAt !== undefined ? 'facility.reconciliationStartAt' : 'facility.reconciliationDuration';

  if (changed && !isMassBalance && (startAt !== null || duration !== null)) {
    const message = context.t('profile.reconciliationMassBalanceOnly');
    throw new AppError('UNPROCESSABLE', { messageKey: 'profile.reconciliationMassBalanceOnly', details: [{ path: field, message }] });
  }
  if (changed && !isFirstUser) {
    const message = context.t('profile.reconciliationFirstUserOnly');
    throw new AppError('FORBIDDEN', { messageKey: 'profile.reconciliationFirstUserOnly', details: [{ path: field, message }] });
  }
  if (isMassBalance && isFirstUser) {
    if (startAt === null)
      problems.push({ path: 'facility.reconciliationStartAt', message: context.t('profile.reconciliationStartRequired') });
    if (duration === null)
      problems.push({ path: 'facility.reconciliationDuration', message: context.t('profile.reconciliationDurationRequired') });
  }
  if (changed && startAt !== null && startAt.getTime() > now.getTime()) {
    problems.push({ path: 'facility.reconciliationStartAt', message: context.t('profile.reconciliationInFuture') });
  }
  return { reconciliationStartAt: startAt, reconciliationDurationMonths: duration };
}

/** The profile of one's own producer or assessor organisation, as its form shows it (saved by `saveOrganisationProfile`). */
export class FacilityProfileService {
  constructor(private readonly db: Database) {}

  /** GET /api/facilities/me: everything the profile form shows, names in the caller's language. */
  async read(principal: Principal, language: TLanguage): Promise<TFacilityProfile> {
    await profilesPolicy.authorize(principal, 'readOwnProfile', null);
    const found = await findFacilityWithRole(this.db, authorizedFacilityOf(principal));
    if (!found) throw new AppError('NOT_FOUND', { messageKey: 'profile.noOrganisation' });
    const { facility, role } = found;
    const [answers, outputs, certifications, firstUserId] = await Promise.all([
      findAnsweredRoleAttributes(this.db, role.id, facility.id),
      findRoleOutputs(this.db, role.id),
      findCertifications(this.db, 'facility'),
      findFirstUserId(this.db, facility.id),
    ]);
    const goods = await findProductDefinitionsByIds(this.db, facility.goodsProductDefinitionIds);
    const rows = await loadLocations(this.db, [facility], answers);
    const chainOfCustody = role.type === 'Producer' ? chainOfCustodyOf(role, facility.chainOfCustody, language) : null;
    const named = (definition: { id: string; name: string; nameTranslations: TTranslations }) => ({
      id: definition.id,
      name: translatedName(definition.name, definition.nameTranslations, language),
    });
    const certificationNames = new Map(certifications.map((row) => [row.code, nameIn(translationsOf(row), language)]));
    return {
      id: facility.id,
      name: facility.name,
      role: { id: role.id, name: role.name, type: role.type },
      traderName: facility.traderName,
      businessRegisterNumber: facility.businessRegisterNumber,
      oarId: facility.oarId,
      address: facility.address,
      ...describePlace(facility, rows, language),
      latitude: facility.latitude,
      longitude: facility.longitude,
      chainOfCustody,
      certifications: facility.certifications.map((code) => ({ code, name: certificationNames.get(code) ?? code })),
      goods: goods.map(named),
      goodsOptions: outputs.map(named),
      reconciliationStartAt: facility.reconciliationStartAt?.toISOString() ?? null,
      reconciliationDuration: facility.reconciliationDurationMonths,
      roleAttributes: answers.map(({ attribute, value }) => profileAttribute(attribute, value, rows, language)),
      mayEdit: principal.userType === 'Admin' && can(principal, 'COMPLETE_OWN_PROFILE'),
      maySetReconciliation: chainOfCustody?.value === 'Mass balance' && firstUserId === principal.userId,
    };
  }
}
