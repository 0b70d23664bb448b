import type { TMessageCatalogue } from '../en.ts';

/** Server messages of incident (grievance) reports and the audit log, in French. */
export const incidents = {
  'incidents.notFound': "Ce signalement n'existe pas ou vous n'avez pas le droit de le consulter.",
  'incidents.risksRequired': 'Ajoutez au moins un risque social.',
  'incidents.duplicateRisk': 'Ce couple indicateur et sous-indicateur figure déjà dans la liste.',
  'incidents.reasonRequired': 'Indiquez pourquoi ce signalement demande un suivi.',
  'incidents.noFollowUpWithAssignee': 'Un signalement marqué « sans suivi » ne peut être attribué à personne.',
  'incidents.recordedInFuture': 'La date ne peut pas être dans le futur.',
  'incidents.facilityNotProducer': 'Choisissez un site de producteur enregistré.',
  'incidents.unknownRiskPair': "Ce sous-indicateur n'appartient pas à cet indicateur dans la liste des indicateurs.",
  'incidents.assigneeNotEligible':
    "Un signalement ne peut être attribué qu'à un évaluateur ou un utilisateur API actif dont le rôle comprend les évaluations réactives.",
  'incidents.referNotAllowed':
    'Attribuer un signalement ou le marquer « sans suivi » demande la permission de transmettre les signalements pour suivi.',
  'incidents.riskNotOnReport': 'Ce risque ne figure pas sur le signalement.',
  'incidents.riskAlreadyOnReport': 'Le signalement comporte déjà ce couple indicateur et sous-indicateur.',
  'incidents.lastRiskRemoved': 'Un signalement garde au moins un risque social.',
  'incidents.closed': 'Ce signalement a été clos le {{closedAt}} et ne peut plus être modifié.',
  'incidents.notAssignee': "Seul l'évaluateur à qui ce signalement est attribué peut y répondre.",
  'incidents.fileNotYours': "Le fichier {{name}} n'a pas été envoyé par vous, ou n'est pas un png, jpeg ou pdf.",
  'incidents.jsonOrMultipart': 'Envoyez le signalement en multipart/form-data (avec ses fichiers) ou en JSON.',
} satisfies Partial<TMessageCatalogue>;
