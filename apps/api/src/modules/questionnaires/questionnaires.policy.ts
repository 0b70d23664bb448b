import { definePolicy, isSignedIn, isSuperAdmin } from '../../core/policy.ts';

/**
 * The self-assessment questionnaires' set-up is the installation's: the super administrator sets it
 * up; every signed-in user reads which roles have one, their templates and translations; the
 * questionnaire itself, as set up, is shown to administrators.
 */
export const questionnairesPolicy = definePolicy<{ readSetUp: null; readQuestionnaire: null; changeSetUp: null }>({
  readSetUp: isSignedIn,
  readQuestionnaire: (principal) => principal.role.type === 'Administrator',
  changeSetUp: isSuperAdmin,
});
