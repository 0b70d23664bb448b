export { dnaTestsModule } from './dna-tests.module.ts';
export { findDnaRiskSources, findDnaTestTallies } from './dna-tests.repository.ts';
export type { DnaRiskSourceRow } from './dna-tests.repository.ts';
export { toDnaTestTallies, formatDnaTestNumber } from './dna-tests.view.ts';
