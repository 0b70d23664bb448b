import {
  can,
  toGrantedPermissions,
  USER_STATUS,
  type TInviteColleague,
  type TInviteUser,
  type TUpdateProfile,
  type TUpdateUser,
  type TUserListQuery,
  type TUserSummary,
} from '@opentrace/domain';
import { type ConflictMap, withConflicts } from '../../core/conflicts.ts';
import type { Database, Executor } from '../../db/client.ts';
import { AppError } from '../../core/app-error.ts';
import type { Clock } from '../../core/clock.ts';
import type { RequestContext } from '../../core/request-context.ts';
import type { MailSettings } from '../../lib/mail/mail-settings.ts';
import type { Principal } from '../../core/principal.ts';
import { authorizedFacilityOf } from '../../core/policy.ts';
import { usersPolicy } from './users.policy.ts';
import { loadSessionUser } from './session-user.repository.ts';
import { revokeUserSessions } from './session.repository.ts';
import { mailInvitation } from './invited-user.ts';
import {
  countOtherActiveAdministrators,
  findLiveColleagues,
  findOrganisationName,
  findRolePermissionKeys,
  findUsers,
  findUserSummary,
  findUserWithRoleAndFacility,
  insertApiUserLimit,
  insertInvitedUser,
  type RoleRow,
  softDeleteUser,
  updateUser,
  upsertApiUserLimit,
  type UserRow,
} from './users.repository.ts';
import { insertFacility, profileNeedsOrganisation, saveOrganisationProfile, updateFacility } from '../profiles/index.ts';
import { findRoleRow } from '../roles/index.ts';

/** A duplicate phone number or e-mail, however it slipped past the checks, is a field error. */
const USER_CONFLICTS: ConflictMap = {
  users_phone_live_idx: { messageKey: 'users.phoneTaken', path: 'phoneNumber' },
  '*': { messageKey: 'users.emailTaken', path: 'email' },
};

/** Users: the platform's user management, organisation colleagues, and one's own account. */
export class UsersService {
  constructor(
    private readonly db: Database,
    private readonly clock: Clock,
    private readonly mail: MailSettings,
  ) {}

  /** The signed-in user as the web app holds it: role, organisation and permissions. */
  async sessionUser(principal: Principal) {
    await usersPolicy.authorize(principal, 'manageOwnAccount', null);
    return loadSessionUser(this.db, principal.userId);
  }

  async list(principal: Principal, query: TUserListQuery) {
    await usersPolicy.authorize(principal, 'manageUsers', null);
    return findUsers(this.db, query);
  }

  /** Platform invitation: creates the organisation of the role (except administrators) and mails the link. */
  async invite(principal: Principal, input: TInviteUser, context: RequestContext): Promise<TUserSummary> {
    await usersPolicy.authorize(principal, 'manageUsers', null);
    const role = await this.findRole(input.roleId);
    await usersPolicy.authorize(principal, 'inviteWithRole', role);
    const rolePermissions = toGrantedPermissions(await findRolePermissionKeys(this.db, role.id));
    if (can({ permissions: rolePermissions }, 'ADMINISTRATOR_COMPLETES_PROFILE')) {
      throw new AppError('UNPROCESSABLE', { messageKey: 'users.roleNotInvitable' });
    }
    const organisationName = input.brandInformation?.name ?? input.supplierInformation?.name ?? input.organisationInformation?.name;
    const needsOrganisation = role.type !== 'Administrator';
    if (needsOrganisation && !organisationName) {
      const path =
        { Brand: 'brandInformation.name', Producer: 'supplierInformation.name' }[role.type as string] ?? 'organisationInformation.name';
      throw AppError.validation([{ path, message: context.t('users.organisationNameRequired') }]);
    }

    const now = this.clock.now();
    const userId = await this.write(context, async (tx) => {
      let facilityId: string | null = null;
      if (needsOrganisation) {
        facilityId = await insertFacility(tx, {
          name: organisationName as string,
          roleId: role.id,
          chainOfCustody: role.chainOfCustody,
        });
      }
      const user = await insertInvitedUser(tx, input, {
        roleId: role.id,
        facilityId,
        userType: facilityId ? 'Admin' : null,
        language: context.language,
        createdById: principal.userId,
      });
      if (role.type === 'API user' && input.userApiLimit) {
        await insertApiUserLimit(tx, user.id, input.userApiLimit);
      }
      await this.sendInvitation(tx, user, role, organisationName ?? null, principal, now);
      return user.id;
    });
    await context.audit({ action: 'users.invited', targetType: 'user', targetId: userId, details: { roleId: role.id } });
    return this.summary(userId);
  }

  async update(principal: Principal, userId: string, input: TUpdateUser, context: RequestContext): Promise<TUserSummary> {
    await usersPolicy.authorize(principal, 'manageUsers', null);
    const target = await this.findUser(userId);
    await usersPolicy.authorize(principal, 'manageUser', target.role);
    await this.write(context, async (tx) => {
      await updateUser(tx, userId, {
        firstName: input.firstName,
        lastName: input.lastName,
        ...(input.phoneNumber !== undefined ? { phoneNumber: input.phoneNumber } : {}),
        updatedAt: this.clock.now(),
      });
      if (input.userApiLimit && target.role.type === 'API user') await upsertApiUserLimit(tx, userId, input.userApiLimit);
    });
    await context.audit({ action: 'users.updated', targetType: 'user', targetId: userId, actorUserId: principal.userId });
    return this.summary(userId);
  }

  /** Deactivation ends the user's sessions at once; nobody changes their own status. */
  async setStatus(principal: Principal, userId: string, status: 1 | 2, context: RequestContext) {
    await usersPolicy.authorize(principal, 'manageUsers', null);
    return this.changeStatus(principal, userId, status, context, false);
  }

  private async changeStatus(principal: Principal, userId: string, status: 1 | 2, context: RequestContext, colleague: boolean) {
    if (userId === principal.userId) throw new AppError('UNPROCESSABLE', { messageKey: 'users.notSelf' });
    const target = await this.findUser(userId, colleague ? principal : undefined);
    await usersPolicy.authorize(principal, 'changeStatus', target.role);
    if (target.user.status === USER_STATUS.INVITED) throw new AppError('UNPROCESSABLE');
    const now = this.clock.now();
    await this.db.transaction(async (tx) => {
      await updateUser(tx, userId, { status, updatedAt: now });
      if (status === USER_STATUS.DEACTIVATED) await revokeUserSessions(tx, userId, now, 'deactivated');
    });
    await context.audit({
      action: status === USER_STATUS.DEACTIVATED ? 'users.deactivated' : 'users.reactivated',
      targetType: 'user',
      targetId: userId,
    });
    return this.summary(userId);
  }

  async resendInvitation(principal: Principal, userId: string, context: RequestContext) {
    await usersPolicy.authorize(principal, 'manageUsers', null);
    return this.sendInvitationAgain(principal, userId, context, false);
  }

  private async sendInvitationAgain(principal: Principal, userId: string, context: RequestContext, colleague: boolean) {
    const target = await this.findUser(userId, colleague ? principal : undefined);
    await usersPolicy.authorize(principal, 'manageUser', target.role);
    if (target.user.status !== USER_STATUS.INVITED) throw new AppError('CONFLICT', { messageKey: 'users.notInvited' });
    await this.db.transaction((tx) =>
      this.sendInvitation(tx, target.user, target.role, target.facility?.name ?? null, principal, this.clock.now()),
    );
    await context.audit({ action: 'users.invitation-resent', targetType: 'user', targetId: userId });
  }

  /** An organisation's Admin user adds a colleague with the same role and organisation. */
  async inviteColleague(principal: Principal, input: TInviteColleague, context: RequestContext): Promise<TUserSummary> {
    await usersPolicy.authorize(principal, 'manageColleagues', null);
    const facilityId = authorizedFacilityOf(principal);
    const role = await this.findRole(principal.role.id);
    const now = this.clock.now();
    const userId = await this.write(context, async (tx) => {
      const user = await insertInvitedUser(tx, input, {
        roleId: role.id,
        facilityId,
        userType: input.userType,
        language: context.language,
        createdById: principal.userId,
      });
      await this.sendInvitation(tx, user, role, await findOrganisationName(tx, facilityId), principal, now);
      return user.id;
    });
    await context.audit({ action: 'users.colleague-invited', targetType: 'user', targetId: userId });
    return this.summary(userId);
  }

  async updateColleague(
    principal: Principal,
    userId: string,
    input: { status?: 1 | 2; userType?: 'Admin' | 'Standard' },
    context: RequestContext,
  ): Promise<TUserSummary> {
    await usersPolicy.authorize(principal, 'manageColleagues', null);
    if (input.status !== undefined) await this.changeStatus(principal, userId, input.status, context, true);
    if (input.userType !== undefined) {
      if (userId === principal.userId) throw new AppError('UNPROCESSABLE', { messageKey: 'users.notSelf' });
      await this.findUser(userId, principal);
      await updateUser(this.db, userId, { userType: input.userType, updatedAt: this.clock.now() });
      await context.audit({
        action: 'users.user-type-changed',
        targetType: 'user',
        targetId: userId,
        details: { userType: input.userType },
      });
    }
    return this.summary(userId);
  }

  async deleteColleague(principal: Principal, userId: string, context: RequestContext): Promise<void> {
    await usersPolicy.authorize(principal, 'manageColleagues', null);
    if (userId === principal.userId) throw new AppError('UNPROCESSABLE', { messageKey: 'users.notSelf' });
    await this.findUser(userId, principal);
    await this.removeUser(userId);
    await context.audit({ action: 'users.deleted', targetType: 'user', targetId: userId });
  }

  async resendColleagueInvitation(principal: Principal, userId: string, context: RequestContext): Promise<void> {
    await usersPolicy.authorize(principal, 'manageColleagues', null);
    await this.sendInvitationAgain(principal, userId, context, true);
  }

  async listColleagues(principal: Principal, query: TUserListQuery) {
    await usersPolicy.authorize(principal, 'manageColleagues', null);
    return findUsers(this.db, query, authorizedFacilityOf(principal));
  }

  /**
   * One's own names, phone and language, and (profiles) the organisation's details in the same
   * transaction. The save completes the profile (`updatedProfileAt`, the onboarding gate) once it
   * holds everything the user's profile needs.
   */
  async updateProfile(principal: Principal, input: TUpdateProfile, context: RequestContext): Promise<void> {
    await usersPolicy.authorize(principal, 'manageOwnAccount', null);
    const now = this.clock.now();
    const withOrganisation = input.facility !== undefined || input.roleAttributes !== undefined;
    const completesProfile = withOrganisation || !profileNeedsOrganisation(principal);
    await this.write(context, async (tx) => {
      if (withOrganisation) await saveOrganisationProfile(tx, principal, input, context, now);
      await updateUser(tx, principal.userId, {
        firstName: input.firstName,
        lastName: input.lastName,
        ...(input.phoneNumber !== undefined ? { phoneNumber: input.phoneNumber } : {}),
        ...(input.language ? { language: input.language } : {}),
        ...(completesProfile ? { updatedProfileAt: now } : {}),
        updatedAt: now,
      });
    });
    await context.audit({ action: 'users.profile-updated', targetType: 'user', targetId: principal.userId, details: { withOrganisation } });
  }

  /**
   * Deleting one's own account (DOMAIN.md §1.3): never the super administrator, never the last
   * administrator of the platform.
   */
  async deleteSelf(principal: Principal, context: RequestContext): Promise<void> {
    await usersPolicy.authorize(principal, 'manageOwnAccount', null);
    if (principal.role.code === 'SUPER_ADMIN') throw new AppError('UNPROCESSABLE', { messageKey: 'users.superAdminCannotDelete' });
    if (principal.role.type === 'Administrator' && (await countOtherActiveAdministrators(this.db, principal.userId)) === 0) {
      throw new AppError('UNPROCESSABLE', { messageKey: 'users.lastAdministrator' });
    }
    await this.removeUser(principal.userId);
    await context.audit({ action: 'users.deleted-self', targetType: 'user', targetId: principal.userId });
  }

  /**
   * Soft-deletes a user and ends their sessions. In an organisation, the earliest Standard user is
   * promoted when the last Admin goes, and an organisation with nobody left is closed.
   */
  private async removeUser(userId: string): Promise<void> {
    const now = this.clock.now();
    await this.db.transaction(async (tx) => {
      const removed = await softDeleteUser(tx, userId, now);
      await revokeUserSessions(tx, userId, now, 'deleted');
      if (!removed?.facilityId) return;
      const colleagues = await findLiveColleagues(tx, removed.facilityId);
      if (colleagues.length === 0) {
        await updateFacility(tx, removed.facilityId, { deletedAt: now });
      } else if (!colleagues.some((c) => c.userType === 'Admin')) {
        await updateUser(tx, (colleagues[0] as { id: string }).id, { userType: 'Admin' });
      }
    });
  }

  private sendInvitation(
    tx: Executor,
    user: UserRow,
    role: RoleRow,
    organisationName: string | null,
    inviter: Principal,
    now: Date,
  ): Promise<void> {
    return mailInvitation(tx, { user, roleName: role.name, organisationName, inviter, now }, this.mail);
  }

  /** Runs a write, turning a duplicate e-mail or phone into a field error instead of a 500. */
  private write<T>(context: RequestContext, work: (tx: Executor) => Promise<T>): Promise<T> {
    return withConflicts(() => this.db.transaction(work), USER_CONFLICTS, context);
  }

  private async findRole(roleId: string): Promise<RoleRow> {
    const role = await findRoleRow(this.db, roleId);
    if (!role) throw new AppError('NOT_FOUND');
    return role;
  }

  /** The user; hidden (404) when `colleagueOf` is given and the user is not in their organisation. */
  private async findUser(userId: string, colleagueOf?: Principal) {
    const found = await findUserWithRoleAndFacility(this.db, userId);
    if (!found) throw new AppError('NOT_FOUND');
    if (colleagueOf) await usersPolicy.authorize(colleagueOf, 'manageColleague', found.user);
    return found;
  }

  private async summary(userId: string): Promise<TUserSummary> {
    const user = await findUserSummary(this.db, userId);
    if (!user) throw new AppError('NOT_FOUND');
    return user;
  }
}
