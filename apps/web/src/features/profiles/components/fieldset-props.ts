import type { TFacilityProfile } from '@opentrace/domain';
import type { TProfileErrors, TProfileFormValues } from '../profile-form.ts';

/** What every part of the profile form gets: the profile, the values, the errors and a way to change a value. */
export type TFieldsetProps = {
  profile: TFacilityProfile;
  values: TProfileFormValues;
  errors: TProfileErrors;
  set<K extends keyof TProfileFormValues>(field: K, value: TProfileFormValues[K]): void;
};
