export { saveAnswerSheet } from './answer-sheet.repository.ts';
export { questionnaireForReader } from './questionnaire-for-reader.ts';
export type { StoredGroup } from './questionnaire-for-reader.ts';
export { selfAssessmentsModule } from './self-assessments.module.ts';
export { SelfAssessmentsService } from './self-assessments.service.ts';
export { findAnswerRisks, type AnswerRiskRow } from './answer-risks.repository.ts';
