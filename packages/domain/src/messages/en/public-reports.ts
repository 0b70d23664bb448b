/** Server messages of the public worker channel and its triage, in English. */
export const publicReports = {
  'publicReports.caseNumberFormat': 'A case number looks like WR-ABCD-2345.',
  'publicReports.pinFormat': 'The PIN is 8 digits.',
  'publicReports.duplicateCategory': 'Choose each kind of problem once.',
  'publicReports.anonymousWithContact': 'An anonymous report carries no contact. Remove it, or choose not to stay anonymous.',
  'publicReports.unknownFacility': 'This workplace is not in the list. Search again, or choose "I don\'t know".',
  'publicReports.unknownCategory': 'One of the chosen kinds of problem is no longer in the list. Choose again.',
  'publicReports.noMatch': 'No report matches this case number and PIN. Check both and try again.',
  'publicReports.caseDecided': 'This case has been decided, so no more information can be added to it. You can file a new report.',
  'publicReports.tooManyAdditions': 'This case has received the most additions it can take. You can file a new report.',
  'publicReports.notFound': 'This public report does not exist.',
  'publicReports.alreadyDecided': 'This public report has already been decided.',
} as const;
