import { AppError } from './app-error.ts';
import type { Principal } from './principal.ts';

/** Whether the caller may take an action on one object (a row, or `null` for an action on no row). */
export type Rule<TObject> = (principal: Principal, object: TObject) => boolean | Promise<boolean>;

/** A rule with the answer to a caller it refuses, when that is not a plain 403. */
export interface Guard<TObject> {
  rule: Rule<TObject>;
  refusal: (principal: Principal, object: TObject) => AppError;
}

/**
 * One action of a module's policy: a rule (a refusal answers 403), a guard, or guards checked in
 * order where each refusal says something different, the first that fails answering. A row one
 * may not read answers 404, like a missing one, so that its existence does not leak.
 */
export type PolicyAction<TObject> = Rule<TObject> | Guard<TObject> | readonly Guard<TObject>[];

/** A module's actions by name, each with the object it is taken on. */
export type PolicyActions<TObjects> = { [TAction in keyof TObjects]: PolicyAction<TObjects[TAction]> };

export interface Policy<TObjects> {
  /** Throws the action's refusal unless the caller may take it on the object. */
  authorize<TAction extends keyof TObjects>(principal: Principal, action: TAction, object: TObjects[TAction]): Promise<void>;
}

const forbidden = () => new AppError('FORBIDDEN');

function guardsOf<TObject>(action: PolicyAction<TObject>): readonly Guard<TObject>[] {
  if (typeof action === 'function') return [{ rule: action, refusal: forbidden }];
  return 'rule' in action ? [action] : action;
}

/**
 * A module's object-level rules in the one vocabulary every service uses: `<module>.policy.ts`
 * declares them, and each public service method calls `authorize` before it reads or writes anything.
 */
export function definePolicy<TObjects>(actions: PolicyActions<TObjects>): Policy<TObjects> {
  return {
    async authorize(principal, action, object) {
      for (const guard of guardsOf(actions[action])) {
        if (!(await guard.rule(principal, object))) throw guard.refusal(principal, object);
      }
    },
  };
}

/** The super administrator's rule: what routes open with `roleCodes: ['SUPER_ADMIN']`. */
export const isSuperAdmin: Rule<unknown> = (principal) => principal.role.code === 'SUPER_ADMIN';

/** Every signed-in caller: reference data and lists any route with `access: {}` shows. */
export const isSignedIn: Rule<unknown> = () => true;

/**
 * The caller's own facility once its module's policy has required one; reaching here without one is a
 * policy that forgot to require it, a fault of the code rather than of the caller.
 */
export function authorizedFacilityOf(principal: Principal): string {
  if (!principal.facilityId) throw new Error('The policy let a caller without a facility through.');
  return principal.facilityId;
}
