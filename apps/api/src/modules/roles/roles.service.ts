import { checkRole, type TRole, type TRoleInput } from '@opentrace/domain';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import type { Clock } from '../../lib/clock.ts';
import { uniqueViolationConstraint } from '../../lib/db-errors.ts';
import type { RequestContext } from '../auth/auth.service.ts';
import { findRoleRow, findRoles, insertRole, type NewRoleRow, softDeleteRole, updateRole } from './roles.repository.ts';

const toIsoDate = (dayMonthYear: string) => dayMonthYear.split('/').reverse().join('-');

/** Roles are data: the super administrator defines them with permissions and how they hold product. */
export class RolesService {
  constructor(
    private readonly db: Database,
    private readonly clock: Clock,
  ) {}

  list(): Promise<TRole[]> {
    return findRoles(this.db);
  }

  async create(input: TRoleInput, context: RequestContext): Promise<TRole> {
    const { keys, values } = this.validated(input, context);
    const id = await this.write(context, () => this.db.transaction((tx) => insertRole(tx, values, keys)));
    await context.audit({ action: 'roles.created', targetType: 'role', targetId: id });
    return this.get(id);
  }

  async update(id: string, input: TRoleInput, context: RequestContext): Promise<TRole> {
    const existing = await findRoleRow(this.db, id);
    if (!existing) throw new AppError('NOT_FOUND');
    const { keys, values } = this.validated(input, context);
    // A system role keeps the type the code relies on.
    if (existing.code && existing.type !== input.type) {
      throw AppError.validation([{ path: 'type', message: context.t('roles.systemRole') }]);
    }
    await this.write(context, () =>
      this.db.transaction((tx) => updateRole(tx, id, { ...values, updatedAt: this.clock.now() }, keys)),
    );
    await context.audit({ action: 'roles.updated', targetType: 'role', targetId: id });
    return this.get(id);
  }

  async remove(id: string, context: RequestContext): Promise<void> {
    const [role] = await findRoles(this.db, [id]);
    if (!role) throw new AppError('NOT_FOUND');
    if (role.code) throw new AppError('CONFLICT', { messageKey: 'roles.systemRole' });
    if (role.userCount > 0) throw new AppError('CONFLICT', { messageKey: 'roles.inUse' });
    await softDeleteRole(this.db, id, this.clock.now());
    await context.audit({ action: 'roles.deleted', targetType: 'role', targetId: id });
  }

  private async get(id: string): Promise<TRole> {
    const [role] = await findRoles(this.db, [id]);
    if (!role) throw new AppError('NOT_FOUND');
    return role;
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
        type: input.type,
        icon: input.icon,
        isRawMaterialExtractor: extractor,
        chainOfCustody: input.type === 'Producer' && !extractor ? (input.chainOfCustody ?? null) : null,
        seasonStartDate: extractor && input.seasonStartDate ? toIsoDate(input.seasonStartDate) : null,
        seasonDurationMonths: extractor ? (input.seasonDuration ?? null) : null,
      },
    };
  }

  private async write<T>(context: RequestContext, work: () => Promise<T>): Promise<T> {
    try {
      return await work();
    } catch (error) {
      if (uniqueViolationConstraint(error) === null) throw error;
      throw new AppError('CONFLICT', {
        messageKey: 'roles.nameTaken',
        details: [{ path: 'name', message: context.t('roles.nameTaken') }],
      });
    }
  }
}
