/** Server messages of self-assessments, in English. */
export const selfAssessments = {
  'selfAssessment.answeredByAdministrator':
    'An administrator answers the questionnaire of your role, so there is nothing for you to fill in.',
  'selfAssessment.noOwnQuestionnaire': 'Your role does not answer a self-assessment questionnaire.',
  'selfAssessment.noFacility': 'Your account belongs to no facility, so it has no questionnaire to answer.',
  'selfAssessment.noQuestionnaire': 'No questionnaire has been uploaded for your role yet.',
  'selfAssessment.notInQuestionnaire':
    'Some answers do not fit your questionnaire, which may have been replaced. Reload it and answer again; nothing was saved.',
  'selfAssessment.answersInvalid': '{{count}} answers need correcting; nothing was saved.',
  'selfAssessment.unknownQuestion': 'This question is not part of your questionnaire.',
  'selfAssessment.repeatedQuestion': 'This question is answered more than once.',
  'selfAssessment.problem.required': 'Answer this question.',
  'selfAssessment.problem.digitsOnly': 'Enter digits only (a whole number).',
  'selfAssessment.problem.unknownOption': 'An option chosen does not belong to this question.',
  'selfAssessment.problem.oneOptionOnly': 'Choose one option only.',
  'selfAssessment.problem.repeatedOption': 'An option is chosen more than once.',
  'selfAssessment.problem.otherTextRequired': 'Say what "Other" is.',
} as const;
