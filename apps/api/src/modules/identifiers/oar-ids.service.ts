import { randomUUID } from 'node:crypto';
import {
  type TCheckOarIdRequest,
  type TCheckOarIdResponse,
  type TFieldError,
  type TOarIdFacility,
  type TOarIdRegistration,
  type TOarIdSearchPage,
  type TRegisterOarIdRequest,
  type TSearchOarIdsRequest,
} from '@opentrace/domain';
import type { Database } from '../../db/client.ts';
import type { TOarIdRegistrationInput } from '../../db/schema/index.ts';
import { AppError } from '../../core/app-error.ts';
import type { Clock } from '../../core/clock.ts';
import type { RequestContext } from '../../core/request-context.ts';
import type { Principal } from '../../core/principal.ts';
import { countryResolver, findCountries } from '../indicators/index.ts';
import {
  type CandidateRow,
  deleteExpiredCandidates,
  findCountryById,
  findDistrictById,
  findPendingCandidates,
  findPendingOfRegistration,
  findProvinceById,
  insertCandidates,
  settleRegistration,
} from './identifiers.repository.ts';
import { identifiersPolicy } from './identifiers.policy.ts';
import {
  type OpenSupplyHub,
  OpenSupplyHubError,
  type OshFacility,
  type OshRegistration,
  type OshRegistrationInput,
} from './open-supply-hub.ts';

/** How long offered similar results can be confirmed or rejected; then the user registers again. */
export const MATCH_CANDIDATE_TTL_MS = 24 * 60 * 60 * 1000;

/** What a registry call gives back when the registry failed; the failure is already logged. */
const FAILED = Symbol('registry failed');

export interface ProviderFailureLog {
  warn(details: object, message: string): void;
}

/**
 * The Open Supply Hub flow of the profile screens: check an OS ID, search, register a facility, and
 * settle the similar results a registration offered. Whichever registry answers (Open Supply Hub or
 * the local one), its failures never reach the caller as a 500: registration answers ERROR_MATCHING
 * with "Invalid data, please input valid data", look-ups answer 503.
 */
export class OarIdsService {
  constructor(
    private readonly db: Database,
    private readonly registry: OpenSupplyHub,
    private readonly clock: Clock,
    private readonly log: ProviderFailureLog,
  ) {}

  async check(principal: Principal, input: TCheckOarIdRequest, context: RequestContext): Promise<TCheckOarIdResponse> {
    await identifiersPolicy.authorize(principal, 'useIdentifierSystems', null);
    const found = await this.lookUp(() => this.registry.findByOarId(input.oarId, input));
    if (!found) return { isMatched: false, facility: null, message: context.t('identifiers.oarIdNotFound') };
    return { isMatched: true, facility: await this.prefill(found, null), message: null };
  }

  async search(principal: Principal, input: TSearchOarIdsRequest, context: RequestContext): Promise<TOarIdSearchPage> {
    await identifiersPolicy.authorize(principal, 'useIdentifierSystems', null);
    const country = input.countryId ? await this.country(input.countryId, context) : null;
    const { items, total } = await this.lookUp(() =>
      this.registry.search({ name: input.name, country, page: input.page, pageSize: input.pageSize }),
    );
    const facilities = await Promise.all(items.map((facility) => this.prefill(facility, null)));
    return { items: facilities, total, page: input.page, perPage: input.pageSize };
  }

  async register(principal: Principal, input: TRegisterOarIdRequest, context: RequestContext): Promise<TOarIdRegistration> {
    await identifiersPolicy.authorize(principal, 'useIdentifierSystems', null);
    const submitted: TOarIdRegistrationInput = {
      name: input.name,
      address: input.address,
      countryId: input.countryId,
      provinceId: input.provinceId ?? null,
      districtId: input.districtId ?? null,
    };
    const registration = await this.registrationInput(submitted, principal.userId, context);
    const answer = await this.callRegistry('register', () => this.registry.register(registration));
    const result = answer === FAILED ? invalidData(context) : await this.answer(answer, submitted, principal.userId, context);
    await context.audit({
      action: 'oarId.registered',
      targetType: 'oarId',
      targetId: result.oarId ?? undefined,
      details: { status: result.status, provider: this.registry.provider },
    });
    return result;
  }

  async confirm(principal: Principal, facilityMatchId: string, context: RequestContext): Promise<TOarIdRegistration> {
    await identifiersPolicy.authorize(principal, 'useIdentifierSystems', null);
    const [candidate] = await this.offered(principal, [facilityMatchId]);
    if (!candidate) throw new AppError('NOT_FOUND', { messageKey: 'identifiers.matchNotOffered' });
    const facility = await this.callRegistry('confirm', () => this.registry.confirmMatch(candidate.providerMatchId));
    // The match stays pending: the caller may try again once the registry answers.
    if (facility === FAILED) return invalidData(context);
    await settleRegistration(this.db, candidate.registrationId, candidate.id);
    await context.audit({
      action: 'oarId.matchConfirmed',
      targetType: 'oarId',
      targetId: facility.oarId,
      details: { provider: this.registry.provider },
    });
    return {
      status: 'MATCHED',
      oarId: facility.oarId,
      facility: await this.prefill(facility, candidate.registration),
      matches: [],
      message: null,
    };
  }

  /** "Not me" for every similar result of one registration registers the facility as new. */
  async reject(principal: Principal, facilityMatchIds: string[], context: RequestContext): Promise<TOarIdRegistration> {
    await identifiersPolicy.authorize(principal, 'useIdentifierSystems', null);
    const ids = [...new Set(facilityMatchIds)];
    const candidates = await this.offered(principal, ids);
    const registrationId = candidates[0]?.registrationId;
    if (
      !registrationId ||
      candidates.length !== ids.length ||
      candidates.some((candidate) => candidate.registrationId !== registrationId)
    ) {
      throw new AppError('NOT_FOUND', { messageKey: 'identifiers.matchNotOffered' });
    }
    const pending = await findPendingOfRegistration(this.db, registrationId);
    if (pending.length !== candidates.length) {
      throw new AppError('UNPROCESSABLE', { messageKey: 'identifiers.rejectEveryMatch', params: { count: pending.length } });
    }
    const submitted = candidates[0]!.registration;
    const registration = await this.registrationInput(submitted, principal.userId, context);
    const answer = await this.callRegistry('reject', () =>
      this.registry.rejectMatches(
        candidates.map((candidate) => candidate.providerMatchId),
        registration,
      ),
    );
    if (answer === FAILED) return invalidData(context);
    await settleRegistration(this.db, registrationId, null);
    const result = await this.answer(answer, submitted, principal.userId, context);
    await context.audit({
      action: 'oarId.matchesRejected',
      targetType: 'oarId',
      targetId: result.oarId ?? undefined,
      details: { status: result.status, provider: this.registry.provider },
    });
    return result;
  }

  /** The pending, fresh candidates among `ids` offered to this caller by the registry in use. */
  private async offered(principal: Principal, ids: string[]): Promise<CandidateRow[]> {
    const found = await findPendingCandidates(this.db, principal.userId, ids, this.clock.now());
    return found.filter((candidate) => candidate.provider === this.registry.provider);
  }

  private async answer(
    answer: OshRegistration,
    submitted: TOarIdRegistrationInput,
    userId: string,
    context: RequestContext,
  ): Promise<TOarIdRegistration> {
    switch (answer.status) {
      case 'ERROR_MATCHING':
        return invalidData(context);
      case 'MATCHED':
      case 'NEW_FACILITY':
        return {
          status: answer.status,
          oarId: answer.facility.oarId,
          facility: await this.prefill(answer.facility, submitted),
          matches: [],
          message: null,
        };
      case 'POTENTIAL_MATCH': {
        const now = this.clock.now();
        await deleteExpiredCandidates(this.db, now);
        const registrationId = randomUUID();
        const rows = await insertCandidates(
          this.db,
          answer.candidates.map((candidate, rank) => ({
            registrationId,
            userId,
            provider: this.registry.provider,
            providerMatchId: candidate.matchId,
            oarId: candidate.facility.oarId,
            name: candidate.facility.name,
            address: candidate.facility.address,
            isConfirmed: candidate.isConfirmed,
            registration: submitted,
            rank,
            expiresAt: new Date(now.getTime() + MATCH_CANDIDATE_TTL_MS),
          })),
        );
        const matches = rows.map((row) => ({
          facilityMatchId: row.id,
          oarId: row.oarId,
          name: row.name,
          address: row.address,
          isConfirmed: row.isConfirmed,
        }));
        return { status: 'POTENTIAL_MATCH', oarId: null, facility: null, matches, message: null };
      }
    }
  }

  /**
   * The fields to pre-fill. Open Supply Hub names only the country; for a facility in the country
   * the caller submitted, the submitted province and district stay (they describe the same place).
   */
  private async prefill(facility: OshFacility, submitted: TOarIdRegistrationInput | null): Promise<TOarIdFacility> {
    const countryId = facility.countryId ?? (facility.countryCode ? await this.countryIdOf(facility.countryCode) : null);
    const sameCountry = submitted !== null && submitted.countryId === countryId;
    return {
      oarId: facility.oarId,
      name: facility.name,
      address: facility.address,
      countryId,
      provinceId: facility.provinceId ?? (sameCountry ? submitted.provinceId : null),
      districtId: facility.districtId ?? (sameCountry ? submitted.districtId : null),
      location: facility.location,
    };
  }

  private async countryIdOf(countryCode: string): Promise<string | null> {
    return countryResolver(await findCountries(this.db))(countryCode)?.id ?? null;
  }

  private async country(countryId: string, context: RequestContext) {
    const country = await findCountryById(this.db, countryId);
    if (!country) throw AppError.validation([{ path: 'countryId', message: context.t('identifiers.countryUnknown') }]);
    return country;
  }

  /** The registry's input, once the country, province and district are known to fit together. */
  private async registrationInput(
    submitted: TOarIdRegistrationInput,
    userId: string,
    context: RequestContext,
  ): Promise<OshRegistrationInput> {
    const country = await this.country(submitted.countryId, context);
    const problems: TFieldError[] = [];
    if (submitted.provinceId) {
      const province = await findProvinceById(this.db, submitted.provinceId);
      if (province?.countryId !== country.id) problems.push({ path: 'provinceId', message: context.t('identifiers.provinceNotInCountry') });
    }
    if (submitted.districtId) {
      const district = await findDistrictById(this.db, submitted.districtId);
      if (!submitted.provinceId) problems.push({ path: 'districtId', message: context.t('identifiers.districtNeedsProvince') });
      else if (district?.provinceId !== submitted.provinceId)
        problems.push({ path: 'districtId', message: context.t('identifiers.districtNotInProvince') });
    }
    if (problems.length > 0) throw AppError.validation(problems);
    return { ...submitted, country, requestedBy: userId };
  }

  /** A look-up the caller cannot do without: a registry failure is a 503, not a 500. */
  private async lookUp<T>(call: () => Promise<T>): Promise<T> {
    const answer = await this.callRegistry('look-up', call);
    if (answer === FAILED) throw new AppError('SERVICE_UNAVAILABLE', { messageKey: 'identifiers.providerUnavailable' });
    return answer;
  }

  /** Runs a registry call; a registry failure is logged and handed back as FAILED, anything else thrown. */
  private async callRegistry<T>(step: string, call: () => Promise<T>): Promise<T | typeof FAILED> {
    try {
      return await call();
    } catch (error) {
      if (!(error instanceof OpenSupplyHubError)) throw error;
      this.log.warn({ err: error, provider: this.registry.provider, step }, 'facility registry call failed');
      return FAILED;
    }
  }
}

function invalidData(context: RequestContext): TOarIdRegistration {
  return { status: 'ERROR_MATCHING', oarId: null, facility: null, matches: [], message: context.t('identifiers.invalidData') };
}
