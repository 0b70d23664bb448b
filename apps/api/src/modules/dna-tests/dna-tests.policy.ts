import { can, type TDnaPartyQuery } from '@opentrace/domain';
import { AppError } from '../../core/app-error.ts';
import { definePolicy } from '../../core/policy.ts';
import type { Principal } from '../../core/principal.ts';

/** Who logged a test: what decides, for callers who may not see every test, whether they see this one. */
export interface DnaTestOwnership {
  createdById: string | null;
}

const seesEveryTest = (principal: Principal) => can(principal, 'VIEW_DNA_TEST_RESULTS');
const logsTests = (principal: Principal) => can(principal, 'LOG_DNA_TEST_RESULTS');
const seesTest = (principal: Principal, test: DnaTestOwnership) =>
  seesEveryTest(principal) || (logsTests(principal) && test.createdById === principal.userId);

/** Whom a test names: the producer that asked for it, or the supplier whose product was tested. */
export type DnaParty = TDnaPartyQuery['kind'];

const listsTests = (principal: Principal) => seesEveryTest(principal) || logsTests(principal);

/**
 * DOMAIN.md §8.2: LOG_DNA_TEST_RESULTS records tests, VIEW_DNA_TEST_RESULTS sees all of them; a logger without
 * it sees only the tests they logged, and anyone else's answers as an unknown id would. The list filters by
 * supplier, so whoever lists tests may look suppliers up; requesters are named only on the form that logs one.
 */
export const dnaTestsPolicy = definePolicy<{
  listTests: null;
  listParties: DnaParty;
  recordTest: null;
  readTest: DnaTestOwnership;
  deleteTest: DnaTestOwnership;
}>({
  listTests: listsTests,
  listParties: (principal, party) => (party === 'supplier' ? listsTests(principal) : logsTests(principal)),
  recordTest: logsTests,
  readTest: { rule: seesTest, refusal: () => new AppError('NOT_FOUND', { messageKey: 'dnaTests.notFound' }) },
  deleteTest: [
    { rule: seesTest, refusal: () => new AppError('NOT_FOUND', { messageKey: 'dnaTests.notFound' }) },
    {
      rule: (principal, test) => logsTests(principal) && (seesEveryTest(principal) || test.createdById === principal.userId),
      refusal: () => new AppError('FORBIDDEN', { messageKey: 'dnaTests.deleteRefused' }),
    },
  ],
});

/** Whether the reader may delete the test: the same rule as `deleteTest`, for the screen's button. */
export const mayDeleteTest = (principal: Principal, test: DnaTestOwnership) =>
  seesTest(principal, test) && logsTests(principal) && (seesEveryTest(principal) || test.createdById === principal.userId);
