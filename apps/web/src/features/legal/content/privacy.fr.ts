import type { TLegalDocument } from './legal-document.ts';

export const privacy: TLegalDocument = {
  title: 'Politique de confidentialité',
  updated: '2026-11-21',
  intro:
    'Cette politique explique quelles données personnelles ce site OpenTrace détient, pourquoi, qui peut les voir, combien de temps elles sont conservées et quels sont vos droits. Elle concerne les utilisateurs du site ainsi que les travailleurs, membres des communautés et autres personnes dont les données y sont enregistrées.',
  sections: [
    {
      id: 'controller',
      heading: '1. Qui est responsable',
      paragraphs: [
        "Ce site est exploité par une organisation qui a installé le logiciel libre OpenTrace, appelée l'exploitant. L'exploitant décide pourquoi et comment les données personnelles sont traitées ici et en est responsable (responsable du traitement). Le projet open source OpenTrace écrit le logiciel et n'a accès ni à ce site ni à ses données.",
      ],
    },
    {
      id: 'data-we-hold',
      heading: '2. Les données détenues par la plateforme',
      paragraphs: ["Selon l'usage qu'en fait l'exploitant, la plateforme détient :"],
      list: [
        "sur les utilisateurs : nom, adresse e-mail, numéro de téléphone s'il est fourni, rôle, organisation, langue préférée, ainsi que l'historique des connexions et des actions importantes ;",
        "sur les sites et les entreprises : noms, numéros d'immatriculation et identifiants (tels que ceux d'Open Supply Hub ou de la RMI), adresses, positions GPS, certifications, personnes de contact et partenaires commerciaux ;",
        'sur les produits et les transactions : achats, ventes, transports, transformations, identifiants de produits, quantités, prix et pièces justificatives comme les reçus ;',
        "sur les travailleurs et les communautés : réponses aux questionnaires d'auto-évaluation, qui sont pour l'essentiel des chiffres sur une main-d'œuvre, et plaintes ou signalements d'incidents, qui peuvent contenir le nom des personnes concernées et des informations sensibles comme la santé, les conditions de travail, l'activité syndicale ou l'âge d'un travailleur ;",
        "sur les évaluations : rapports d'audit, évaluations des risques, plans d'amélioration et résultats de tests ADN ou de marquage ;",
        'des données techniques : journaux de sécurité et adresses IP, utilisés pour protéger le service contre les abus.',
      ],
    },
    {
      id: 'purposes',
      heading: '3. Pourquoi les données sont utilisées',
      paragraphs: [
        "Les données servent à tracer les produits, à identifier, prévenir et corriger les risques sociaux tels que le travail forcé et le travail des enfants, à traiter les plaintes, à respecter les obligations légales de vigilance et de reporting, et à sécuriser le service. Selon les cas, la base légale est un contrat, une obligation légale, l'intérêt légitime à des chaînes d'approvisionnement responsables, ou le consentement lorsque la loi l'exige.",
        'Les données ne sont jamais vendues et ne servent pas à la publicité.',
      ],
    },
    {
      id: 'grievance-confidentiality',
      heading: '4. Confidentialité des plaintes',
      paragraphs: [
        "Les plaintes et signalements d'incidents ne sont visibles que par les administrateurs et évaluateurs qui les traitent. Chaque consultation et chaque modification d'un signalement est enregistrée dans un journal d'audit. Les éléments permettant d'identifier l'auteur d'un signalement ne sont pas transmis au site concerné sans l'accord de cette personne, sauf obligation légale. Les informations issues des signalements ne doivent jamais être utilisées contre leurs auteurs.",
      ],
    },
    {
      id: 'who-sees-what',
      heading: '5. Qui voit quoi',
      paragraphs: [
        "L'accès dépend de votre rôle. Une marque voit les fournisseurs, traçages, informations sur les risques et plans d'amélioration liés à ses propres commandes et fournisseurs ; un producteur voit son propre site, ses transactions et ses partenaires enregistrés ; un évaluateur voit les signalements qui lui sont affectés ; les administrateurs de l'exploitant gèrent les utilisateurs, les sites et les signalements.",
        "L'exploitant peut faire appel à des prestataires, par exemple pour l'hébergement ou l'envoi d'e-mails, qui ne traitent les données que sur ses instructions. Les données ne sont communiquées aux autorités publiques que lorsque la loi l'exige.",
      ],
    },
    {
      id: 'cookies',
      heading: '6. Cookies et stockage dans votre navigateur',
      paragraphs: [
        "Le site dépose un seul cookie, qui vous maintient connecté et expire avec votre session. Le stockage local de votre navigateur conserve votre choix de langue et, pour les comptes disposant de nombreuses autorisations, la partie profil de votre session. Le site n'utilise aucun cookie publicitaire ou de suivi.",
      ],
    },
    {
      id: 'retention',
      heading: '7. Durée de conservation',
      paragraphs: ['Les données ne sont conservées que le temps nécessaire :'],
      list: [
        "comptes d'utilisateurs : tant que le compte est actif, puis pendant la durée fixée par l'exploitant pour le clôturer correctement ;",
        'registres de traçabilité et de transactions : le temps nécessaire pour démontrer la chaîne de contrôle et respecter les obligations de vigilance, ce qui peut représenter plusieurs années ;',
        "plaintes et signalements d'incidents : le temps nécessaire pour résoudre le cas et montrer comment il a été corrigé, après quoi ils sont supprimés ou anonymisés ;",
        'journaux de sécurité : pendant une durée limitée, suffisante pour enquêter sur les incidents ;',
        "liens de réinitialisation du mot de passe : 15 minutes, et un lien ne peut servir qu'une fois.",
      ],
    },
    {
      id: 'security',
      heading: '8. Sécurité',
      paragraphs: [
        "Les mots de passe ne sont conservés que sous forme d'empreintes irréversibles robustes. Les connexions sont chiffrées, l'accès est limité par rôle et autorisation, les tentatives de connexion sont limitées et les actions sensibles sont journalisées. Aucun système n'est parfaitement sûr ; si une violation touche vos données, l'exploitant vous en informera, ainsi que les autorités, comme la loi l'exige.",
      ],
    },
    {
      id: 'rights',
      heading: '9. Vos droits',
      paragraphs: [
        "Selon la loi qui vous est applicable, vous pouvez demander à consulter les données vous concernant, à les rectifier, à les effacer, à en limiter l'utilisation ou à vous y opposer, et à les recevoir dans un format portable. Vous pouvez corriger votre profil et supprimer votre propre compte dans l'application. Pour toute autre demande, ou si vos données ont été saisies par quelqu'un d'autre, contactez l'exploitant. Vous pouvez aussi déposer une réclamation auprès de votre autorité de protection des données.",
      ],
    },
    {
      id: 'transfers-and-changes',
      heading: '10. Transferts et modifications',
      paragraphs: [
        "Si l'exploitant héberge les données dans un autre pays, ou les partage avec des participants d'autres pays le long de la chaîne de valeur, il le fait avec les garanties exigées par la loi. L'exploitant annoncera dans l'application les modifications importantes de cette politique.",
      ],
    },
    {
      id: 'contact',
      heading: '11. Contact',
      paragraphs: [
        "Pour toute question sur vos données ou sur cette politique, contactez l'exploitant de ce site. Votre administrateur peut vous indiquer comment le joindre.",
      ],
    },
  ],
};
