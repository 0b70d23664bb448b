import { checkRole, roleNameTranslationsOf, type TRole, type TRoleInput } from '@opentrace/domain';
import { withConflicts } from '../../core/conflicts.ts';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../core/app-error.ts';
import type { Clock } from '../../core/clock.ts';
import type { RequestContext } from '../../core/request-context.ts';
import { removeRoleFromMap } from '../supply-chain/index.ts';
import {
  findRoleAttributeIds,
  findRoleRow,
  findRoles,
  insertRole,
  type NewRoleRow,
  replaceRoleAttributes,
  softDeleteRole,
  updateRole,
} from './roles.repository.ts';
import { rolesPolicy } from './roles.policy.ts';
import type { Principal } from '../../core/principal.ts';

const toIsoDate = (dayMonthYear: string) => dayMonthYear.split('/').reverse().join('-');

/** Roles are data: the super administrator defines them with permissions and how they hold product. */
export class RolesService {
  constructor(
    private readonly db: Database,
    private readonly clock: Clock,
  ) {}

  async list(principal: Principal): Promise<TRole[]> {
    await rolesPolicy.authorize(principal, 'readRoles', null);
    return findRoles(this.db);
  }

  async create(principal: Principal, input: TRoleInput, context: RequestContext): Promise<TRole> {
    await rolesPolicy.authorize(principal, 'changeRoles', null);
    const { keys, values } = this.validated(input, context);
    this.checkAttributeOwnership(input, [], context);
    const id = await this.write(context, () =>
      this.db.transaction(async (tx) => {
        const roleId = await insertRole(tx, values, keys);
        if (input.type === 'Producer' && input.attributes) await replaceRoleAttributes(tx, roleId, input.attributes, this.clock.now());
        return roleId;
      }),
    );
    await context.audit({ action: 'roles.created', targetType: 'role', targetId: id });
    return this.get(id);
  }

  async update(principal: Principal, id: string, input: TRoleInput, context: RequestContext): Promise<TRole> {
    await rolesPolicy.authorize(principal, 'changeRoles', null);
    const existing = await findRoleRow(this.db, id);
    if (!existing) throw new AppError('NOT_FOUND');
    const { keys, values } = this.validated(input, context);
    // A system role keeps the type the code relies on.
    if (existing.code && existing.type !== input.type) {
      throw AppError.validation([{ path: 'type', message: context.t('roles.systemRole') }]);
    }
    this.checkAttributeOwnership(input, await findRoleAttributeIds(this.db, id), context);
    const now = this.clock.now();
    await this.write(context, () =>
      this.db.transaction(async (tx) => {
        await updateRole(tx, id, { ...values, updatedAt: now }, keys);
        // Only producers keep attributes; omitted attributes leave the role's as they are.
        if (input.type !== 'Producer') await replaceRoleAttributes(tx, id, [], now);
        else if (input.attributes) await replaceRoleAttributes(tx, id, input.attributes, now);
      }),
    );
    await context.audit({ action: 'roles.updated', targetType: 'role', targetId: id });
    return this.get(id);
  }

  async remove(principal: Principal, id: string, context: RequestContext): Promise<void> {
    await rolesPolicy.authorize(principal, 'changeRoles', null);
    const [role] = await findRoles(this.db, [id]);
    if (!role) throw new AppError('NOT_FOUND');
    if (role.code) throw new AppError('CONFLICT', { messageKey: 'roles.systemRole' });
    if (role.userCount > 0) throw new AppError('CONFLICT', { messageKey: 'roles.inUse' });
    // A soft delete does not cascade: the role also leaves the supply-chain map, with what hangs from it.
    await this.db.transaction(async (tx) => {
      await softDeleteRole(tx, id, this.clock.now());
      await removeRoleFromMap(tx, id);
    });
    await context.audit({ action: 'roles.deleted', targetType: 'role', targetId: id });
  }

  private async get(id: string): Promise<TRole> {
    const [role] = await findRoles(this.db, [id]);
    if (!role) throw new AppError('NOT_FOUND');
    return role;
  }

  /** An edit may only name attributes of the role it edits; a new role has none yet. */
  private checkAttributeOwnership(input: TRoleInput, ownedIds: string[], context: RequestContext): void {
    const foreign = (input.attributes ?? []).flatMap((attribute, index) =>
      attribute.id && !ownedIds.includes(attribute.id)
        ? [{ path: `attributes.${index}.id`, message: context.t('roleSetup.unknownAttribute') }]
        : [],
    );
    if (foreign.length > 0) throw AppError.validation(foreign);
  }

  private validated(input: TRoleInput, context: RequestContext): { keys: string[]; values: NewRoleRow } {
    const { keys, violations } = checkRole(input);
    if (violations.length > 0) {
      throw AppError.validation(violations.map((v) => ({ path: v.path, message: context.t(v.key, v.params) })));
    }
    const extractor = input.type === 'Producer' ? (input.isRawMaterialExtractor ?? false) : false;
    return {
      keys,
      values: {
        name: input.name,
        ...(input.nameTranslations ? { nameTranslations: roleNameTranslationsOf(input.nameTranslations) } : {}),
        type: input.type,
        icon: input.icon,
        isRawMaterialExtractor: extractor,
        chainOfCustody: input.type === 'Producer' && !extractor ? (input.chainOfCustody ?? null) : null,
        seasonStartDate: extractor && input.seasonStartDate ? toIsoDate(input.seasonStartDate) : null,
        seasonDurationMonths: extractor ? (input.seasonDuration ?? null) : null,
      },
    };
  }

  private write<T>(context: RequestContext, work: () => Promise<T>): Promise<T> {
    return withConflicts(work, { '*': { messageKey: 'roles.nameTaken', path: 'name' } }, context);
  }
}
