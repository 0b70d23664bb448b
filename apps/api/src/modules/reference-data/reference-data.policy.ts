import { definePolicy, isSignedIn } from '../../core/policy.ts';

/** Places, certifications and chain-of-custody options are the same for everyone: every form of a signed-in user reads them. */
export const referenceDataPolicy = definePolicy<{ readReferenceData: null }>({
  readReferenceData: isSignedIn,
});
