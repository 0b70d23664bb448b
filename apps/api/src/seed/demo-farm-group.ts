import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Clock } from '../core/clock.ts';
import { PILOT_REFERENCE_DIR } from '../lib/paths.ts';
import type { FileStorage } from '../lib/storage/index.ts';
import type { RequestContext } from '../core/request-context.ts';
import type { Principal } from '../core/principal.ts';
import { FacilityGroupsService } from '../modules/facility-groups/index.ts';
import { FilesService } from '../modules/files/index.ts';
import { findQuestionnaireRow, findQuestionnaireTree } from '../modules/questionnaires/index.ts';
import type { Database } from '../db/client.ts';
import { findRoleIdByCode } from './base-seed.ts';
import { DEMO_COMMUNITY_ANSWERS, demoFarmAnswers, type FarmGroupFill, fillFarmGroupTemplate } from './farm-group-template-fill.ts';

const DEMO_GROUP: FarmGroupFill = {
  site: { code: '1001', name: 'Multan Cotton Growers', country: 'Pakistan', province: 'Punjab', district: 'Multan' },
  community: DEMO_COMMUNITY_ANSWERS,
  farms: [
    {
      code: '001',
      name: 'Bahadur Farm',
      firstName: 'Muhammad',
      lastName: 'Aslam',
      address: 'Tehsil Shujabad',
      phone: '+923001234501',
      certification: 'Better Cotton Initiative (BCI)',
      expiry: '31/12/2027',
      answers: demoFarmAnswers(),
    },
    {
      code: '002',
      name: 'Noor Fields',
      firstName: 'Rashida',
      lastName: 'Bibi',
      address: 'Tehsil Jalalpur Pirwala',
      certification: 'No Certification',
      answers: demoFarmAnswers({ 1: 'Between 10-50 acres', 3: '14', 4: '9', 14: 'No' }),
    },
    {
      code: '003',
      name: 'Chak 5 Farm',
      firstName: 'Ghulam',
      lastName: 'Haider',
      address: 'Tehsil Multan Saddar',
      answers: demoFarmAnswers({ 8: 'No', 19: 'No', 24: '0' }),
    },
  ],
};

/**
 * A demo farm group for the Farm role, imported through the same validation and import an
 * administrator uses, from the pilot's real template filled in code.
 */
export async function loadDemoFarmGroup(
  tx: Database,
  storage: FileStorage,
  clock: Clock,
  administrator: Principal,
  context: RequestContext,
): Promise<void> {
  const roleId = await findRoleIdByCode(tx, 'FARM');
  const questionnaireRow = await findQuestionnaireRow(tx, roleId);
  if (!questionnaireRow) throw new Error('The Farm questionnaire must be imported before the demo farm group');
  const questionnaire = await findQuestionnaireTree(tx, questionnaireRow.id);
  const template = readFileSync(path.join(PILOT_REFERENCE_DIR, 'cotton', 'farm_template.xlsx'));
  const data = await fillFarmGroupTemplate(template, questionnaire, DEMO_GROUP);

  const groups = new FacilityGroupsService(tx, new FilesService(tx, storage), storage, clock);
  const checked = await groups.validate(administrator, { roleId }, { fileName: 'Multan Cotton Growers.xlsx', data }, context);
  if (!checked.fileId) throw new Error(`The demo farm group no longer validates: ${JSON.stringify(checked.errors.slice(0, 3))}`);
  await groups.importNew(administrator, { fileId: checked.fileId, roleId }, context);
}
