import type { TSessionUser } from '@opentrace/domain';
import type { TPersonValues } from '../features/profiles/profile-form.ts';

/** The signed-in person's details as the profile forms start with them. */
export function personOf(user: TSessionUser): TPersonValues {
  return { firstName: user.firstName, lastName: user.lastName, phoneNumber: user.phoneNumber ?? '' };
}
