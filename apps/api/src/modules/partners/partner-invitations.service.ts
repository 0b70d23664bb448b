import {
  mayAddBrokers,
  mayAddTransporters,
  type TBusinessPartner,
  type TIntermediaryFacilityInformation,
  type TInviteBroker,
  type TInviteProcessingPartner,
  type TInviteTransporter,
  type TPartnerInvitationCheck,
  type TPartnerInvitationVerdict,
  type TPartnerKind,
  type TPartnerUserInformation,
} from '@opentrace/domain';
import { insertFacility, stampAddedPartner } from '../profiles/index.ts';
import type { Database, Executor } from '../../db/client.ts';
import { uniqueViolationConstraint } from '../../core/db-errors.ts';
import type { Clock } from '../../core/clock.ts';
import type { RequestContext } from '../../core/request-context.ts';
import type { MailSettings } from '../../lib/mail/mail-settings.ts';
import type { Principal } from '../../core/principal.ts';
import { authorizedFacilityOf } from '../../core/policy.ts';
import { insertInvitedUser, mailInvitation } from '../users/index.ts';
import { checkLocation } from './partner-location.ts';
import {
  findAdjacentRoles,
  findLiveRole,
  findRoleByCode,
  profileCompletedByAdministrator,
  type RoleRow,
} from './partner-roles.repository.ts';
import {
  findContactClashes,
  findOfferableFacility,
  findPartnershipWith,
  findProcessingPartnersAmong,
  insertPartnership,
  insertPartnershipsIfMissing,
  type PartnerFacilityRow,
} from './partners.repository.ts';
import type { PartnersService } from './partners.service.ts';
import { throwProblems, toFieldErrors, type Problem } from '../../core/problems.ts';
import { partnersPolicy } from './partners.policy.ts';

/** Any of the three invitations: a broker's may name its own partners, a transporter's and broker's carry a location. */
type Invitation = {
  facilityId?: string;
  facilityInformation?: { roleId?: string; name: string } & Partial<TIntermediaryFacilityInformation>;
  userInformation?: TPartnerUserInformation;
  partnerIds?: string[];
};

/** The role code each intermediary kind must have; processing partners take any role next to the caller's. */
const INTERMEDIARY_CODES: Partial<Record<TPartnerKind, string>> = { transporter: 'TRANSPORTER', broker: 'BROKER' };

/** What an invitation would do once its problems are known. */
interface Plan {
  problems: Problem[];
  readerFacilityId: string;
  /** An existing facility to partner with, or else the role of the facility to create. */
  existing?: PartnerFacilityRow;
  role?: RoleRow;
  /** The broker's own partners-to-be (deduplicated). */
  brokerPartnerIds: string[];
}

/**
 * Adding a business partner (DOMAIN.md §10.2): an existing facility, or a new facility created with
 * its first (Admin) user, who receives the invitation e-mail. Processing partners must have a role
 * next to the caller's on the supply-chain map; transporters and brokers are located, and a broker
 * may take some of the caller's processing partners as its own. The caller's facility is stamped
 * `addedPartnerAt` (the onboarding gate). `check` runs the same checks and saves nothing.
 */
export class PartnerInvitationsService {
  constructor(
    private readonly db: Database,
    private readonly clock: Clock,
    private readonly mail: MailSettings,
    private readonly partners: PartnersService,
  ) {}

  async check(principal: Principal, input: TPartnerInvitationCheck, context: RequestContext): Promise<TPartnerInvitationVerdict> {
    await partnersPolicy.authorize(principal, 'managePartners', null);
    const { kind, ...invitation } = input;
    const { problems } = await this.plan(principal, kind, invitation);
    return { valid: problems.length === 0, problems: toFieldErrors(problems, context) };
  }

  async inviteProcessingPartner(principal: Principal, input: TInviteProcessingPartner, context: RequestContext): Promise<TBusinessPartner> {
    await partnersPolicy.authorize(principal, 'managePartners', null);
    return this.invite(principal, 'processing_facility', input, context);
  }

  async inviteTransporter(principal: Principal, input: TInviteTransporter, context: RequestContext): Promise<TBusinessPartner> {
    await partnersPolicy.authorize(principal, 'managePartners', null);
    return this.invite(principal, 'transporter', input, context);
  }

  async inviteBroker(principal: Principal, input: TInviteBroker, context: RequestContext): Promise<TBusinessPartner> {
    await partnersPolicy.authorize(principal, 'managePartners', null);
    return this.invite(principal, 'broker', input, context);
  }

  private async invite(principal: Principal, kind: TPartnerKind, input: Invitation, context: RequestContext): Promise<TBusinessPartner> {
    const plan = await this.plan(principal, kind, input);
    throwProblems(plan.problems, context);
    const now = this.clock.now();
    const { partnershipId, partnerFacilityId } = await this.write(plan, context, async (tx) => {
      const partnerId = plan.existing?.id ?? (await this.createInvitedFacility(tx, plan.role as RoleRow, input, principal, context, now));
      const id = await insertPartnership(tx, {
        facilityId: plan.readerFacilityId,
        partnerFacilityId: partnerId,
        kind,
        createdById: principal.userId,
        createdAt: now,
      });
      await insertPartnershipsIfMissing(
        tx,
        plan.brokerPartnerIds.map((facilityId) => ({
          facilityId: partnerId,
          partnerFacilityId: facilityId,
          kind: 'processing_facility' as const,
          createdById: principal.userId,
          createdAt: now,
        })),
      );
      await stampAddedPartner(tx, plan.readerFacilityId, now);
      return { partnershipId: id, partnerFacilityId: partnerId };
    });
    await context.audit({
      action: plan.existing ? 'partners.added' : 'partners.invited',
      targetType: 'facility',
      targetId: partnerFacilityId,
      details: { kind, partnershipId, brokerPartnerIds: plan.brokerPartnerIds },
    });
    return this.partners.partnership(principal, partnershipId, context.language);
  }

  /** Every check of an invitation, in one pass, so the form can show all its problems at once. */
  private async plan(principal: Principal, kind: TPartnerKind, input: Invitation): Promise<Plan> {
    const readerFacilityId = authorizedFacilityOf(principal);
    const plan: Plan = { problems: [], readerFacilityId, brokerPartnerIds: [] };
    const adjacent = await findAdjacentRoles(this.db, principal.role.id);
    const intermediaryCode = INTERMEDIARY_CODES[kind];
    let allowedRoleIds = adjacent.map((role) => role.id);
    if (intermediaryCode) {
      const permitted = kind === 'transporter' ? mayAddTransporters(principal) : mayAddBrokers(principal);
      const role = permitted ? await findRoleByCode(this.db, intermediaryCode) : undefined;
      if (!role) {
        const messageKey = kind === 'transporter' ? 'partners.transportersNotAllowed' : 'partners.brokersNotAllowed';
        return { ...plan, problems: [{ kind: 'rule', path: 'kind', messageKey }] };
      }
      plan.role = role;
      allowedRoleIds = [role.id];
    }

    if (input.facilityId !== undefined) {
      await this.checkExisting(plan, kind, input.facilityId, allowedRoleIds);
    } else {
      await this.checkNew(plan, kind, input, allowedRoleIds);
    }
    if (kind === 'broker' && input.partnerIds?.length) {
      await this.checkBrokerPartners(
        plan,
        input.partnerIds,
        adjacent.map((role) => role.id),
      );
    }
    return plan;
  }

  private async checkExisting(plan: Plan, kind: TPartnerKind, facilityId: string, allowedRoleIds: readonly string[]): Promise<void> {
    const facility = await findOfferableFacility(this.db, facilityId);
    if (!facility || facility.id === plan.readerFacilityId) {
      plan.problems.push({ kind: 'missing', path: 'facilityId', messageKey: 'partners.facilityNotFound' });
      return;
    }
    plan.existing = facility;
    if (!allowedRoleIds.includes(facility.roleId)) {
      const rule = {
        processing_facility: 'partners.roleNotAdjacent',
        transporter: 'partners.notTransporter',
        broker: 'partners.notBroker',
      } as const;
      plan.problems.push({
        kind: 'rule',
        path: 'facilityId',
        messageKey: rule[kind],
        params: { role: facility.roleName, name: facility.name },
      });
    }
    if (await findPartnershipWith(this.db, plan.readerFacilityId, facility.id)) {
      plan.problems.push({ kind: 'conflict', path: 'facilityId', messageKey: 'partners.alreadyPartner', params: { name: facility.name } });
    }
  }

  private async checkNew(plan: Plan, kind: TPartnerKind, input: Invitation, allowedRoleIds: readonly string[]): Promise<void> {
    const { facilityInformation, userInformation } = input;
    if (!facilityInformation || !userInformation) return;
    if (kind === 'processing_facility') {
      const role = facilityInformation.roleId ? await findLiveRole(this.db, facilityInformation.roleId) : undefined;
      if (!role) {
        plan.problems.push({ kind: 'invalid', path: 'facilityInformation.roleId', messageKey: 'partners.unknownRole' });
      } else if (!allowedRoleIds.includes(role.id)) {
        plan.problems.push({
          kind: 'rule',
          path: 'facilityInformation.roleId',
          messageKey: 'partners.roleNotAdjacent',
          params: { role: role.name },
        });
      }
      plan.role = role;
    } else {
      plan.problems.push(...(await checkLocation(this.db, facilityInformation as TIntermediaryFacilityInformation)));
    }
    if (plan.role && (await profileCompletedByAdministrator(this.db, plan.role.id))) {
      plan.problems.push({
        kind: 'rule',
        path: 'facilityInformation.roleId',
        messageKey: 'partners.roleNotInvitable',
        params: { role: plan.role.name },
      });
    }
    const clashes = await findContactClashes(this.db, userInformation.email, userInformation.phoneNumber);
    if (clashes.email) plan.problems.push({ kind: 'conflict', path: 'userInformation.email', messageKey: 'users.emailTaken' });
    if (clashes.phoneNumber) plan.problems.push({ kind: 'conflict', path: 'userInformation.phoneNumber', messageKey: 'users.phoneTaken' });
  }

  /** A broker may take only the caller's own processing partners whose role is still next to the caller's. */
  private async checkBrokerPartners(plan: Plan, partnerIds: readonly string[], adjacentRoleIds: readonly string[]): Promise<void> {
    const wanted = [...new Set(partnerIds)];
    const rows = await findProcessingPartnersAmong(this.db, plan.readerFacilityId, adjacentRoleIds, wanted);
    const allowed = new Set(rows.map((row) => row.id));
    partnerIds.forEach((id, index) => {
      if (!allowed.has(id))
        plan.problems.push({ kind: 'rule', path: `partnerIds.${index}`, messageKey: 'partners.brokerPartnerNotAllowed' });
    });
    plan.brokerPartnerIds = wanted.filter((id) => allowed.has(id));
  }

  /** The new facility, located when it is a transporter or broker, with its first user invited as its Admin. */
  private async createInvitedFacility(
    tx: Executor,
    role: RoleRow,
    input: Invitation,
    inviter: Principal,
    context: RequestContext,
    now: Date,
  ): Promise<string> {
    const information = input.facilityInformation as NonNullable<Invitation['facilityInformation']>;
    const facilityId = await insertFacility(tx, {
      name: information.name,
      roleId: role.id,
      chainOfCustody: role.chainOfCustody,
      countryId: information.countryId ?? null,
      provinceId: information.provinceId ?? null,
      districtId: information.districtId ?? null,
      address: information.address || null,
      businessRegisterNumber: information.businessRegisterNumber || null,
    });
    const user = await insertInvitedUser(tx, input.userInformation as TPartnerUserInformation, {
      roleId: role.id,
      facilityId,
      userType: 'Admin',
      language: context.language,
      createdById: inviter.userId,
    });
    await mailInvitation(tx, { user, roleName: role.name, organisationName: information.name, inviter, now }, this.mail);
    return facilityId;
  }

  /** Runs the write; a rival request that took the e-mail, phone or partnership first gives the same 409 a check would. */
  private async write<T>(plan: Plan, context: RequestContext, work: (tx: Executor) => Promise<T>): Promise<T> {
    try {
      return await this.db.transaction(work);
    } catch (error) {
      const constraint = uniqueViolationConstraint(error);
      if (constraint === null) throw error;
      const problem: Problem = constraint.includes('phone')
        ? { kind: 'conflict', path: 'userInformation.phoneNumber', messageKey: 'users.phoneTaken' }
        : constraint.includes('email')
          ? { kind: 'conflict', path: 'userInformation.email', messageKey: 'users.emailTaken' }
          : { kind: 'conflict', path: 'facilityId', messageKey: 'partners.alreadyPartner', params: { name: plan.existing?.name ?? '' } };
      throwProblems([problem], context);
      throw error;
    }
  }
}
