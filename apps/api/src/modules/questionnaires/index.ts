export type { ParsedGroup } from './questionnaire-parser.ts';
export {
  clearQuestionnaires,
  findFacilityGroupTemplate,
  findFileRow,
  findLiveRole,
  findQuestionnaireRow,
  findQuestionnaireTree,
  replaceQuestionnaire,
} from './questionnaires.repository.ts';
export { questionnairesModule } from './questionnaires.module.ts';
export { QuestionnairesService } from './questionnaires.service.ts';
