import type { TDnaTestDetail } from '@opentrace/domain';
import type { ActivityWorld, TWho } from '../world/activity-world.ts';
import { insertTrackedProduct } from '../world/trades.ts';
import type { ObjectAccessTable, TEntry } from './table.ts';

/** A failed synthetic test `owner` logged on a bale the demo ginner made. */
async function testOf(world: ActivityWorld, owner: TWho): Promise<string> {
  const bale = await insertTrackedProduct(world, { definition: 'Cotton Bales', holder: 'ginner' });
  const response = await world.call(owner, 'POST', '/api/dna-tests/synthetic', {
    productSupplierId: world.facilityIds.ginner,
    requestFacilityId: world.facilityIds.spinner,
    productCode: bale.code,
    isDetected: true,
    dnaIdentifiers: ['MARK-X'],
    testedOn: world.t.clock.now().toISOString().slice(0, 10),
    files: [await world.upload(owner, 'lab-report.pdf')],
  });
  if (response.statusCode !== 201) throw new Error(`logging a DNA test answered ${response.statusCode}: ${response.body}`);
  return (response.json() as TDnaTestDetail).id;
}

/** The installation's administrators log and see every test; producers, brands and the super administrator hold no DNA rights. */
const ONLY_ADMINISTRATORS: readonly TEntry[] = [
  ['admin', 'admin', 'allowed'],
  ['ginner', 'admin', 'refused'],
  ['brand', 'admin', 'refused'],
  ['superAdmin', 'admin', 'refused'],
];

export const DNA_TESTS_TABLES: readonly ObjectAccessTable[] = [
  {
    module: 'DNA tests',
    operation: 'read a test',
    rowOf: testOf,
    request: (testId) => ({ method: 'GET', url: `/api/dna-tests/${testId}` }),
    entries: ONLY_ADMINISTRATORS,
  },
  {
    module: 'DNA tests',
    operation: 'delete a test',
    rowOf: testOf,
    request: (testId) => ({ method: 'DELETE', url: `/api/dna-tests/${testId}` }),
    entries: ONLY_ADMINISTRATORS,
  },
];
