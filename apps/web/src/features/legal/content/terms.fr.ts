import type { TLegalDocument } from './legal-document.ts';

export const terms: TLegalDocument = {
  title: "Conditions d'utilisation",
  updated: '2026-11-21',
  intro:
    "Ces conditions s'appliquent à toute personne qui utilise ce site OpenTrace, par l'application web ou par l'API. Lisez-les avant d'utiliser le service : en vous connectant, vous les acceptez.",
  sections: [
    {
      id: 'who-we-are',
      heading: '1. Qui exploite ce site',
      paragraphs: [
        "OpenTrace est un logiciel libre qui sert à tracer les produits tout au long de leur chaîne de valeur et à exercer le devoir de vigilance sur les risques sociaux. Le logiciel est écrit par un projet open source. Chaque site OpenTrace est installé et exploité par une organisation, appelée l'exploitant dans ces conditions : par exemple une marque, une association professionnelle, une initiative multipartite ou une organisation non gouvernementale.",
        "L'exploitant de ce site décide qui est invité, quels rôles et autorisations existent, comment le système est configuré et combien de temps les données sont conservées. Il est responsable du service que vous utilisez ici. Le projet open source n'exploite pas ce site et n'a pas accès à ses données.",
      ],
    },
    {
      id: 'accounts',
      heading: '2. Comptes',
      paragraphs: [
        "Les comptes sont créés sur invitation. Votre compte est personnel : ne communiquez pas votre mot de passe et choisissez-en un que vous n'utilisez nulle part ailleurs. Prévenez immédiatement votre administrateur si vous pensez que quelqu'un d'autre a utilisé votre compte.",
        "Les comptes d'utilisateur API permettent à d'autres systèmes d'échanger des données avec ce site. Ils ne s'utilisent que par l'API, et l'organisation qui en détient un répond de chaque appel effectué avec celui-ci.",
        "L'exploitant peut désactiver un compte qui enfreint ces conditions, qui n'est plus nécessaire ou dont la sécurité est mise en doute.",
      ],
    },
    {
      id: 'acceptable-use',
      heading: '3. Utilisation acceptable',
      paragraphs: ['En utilisant ce site, vous vous engagez à :'],
      list: [
        "n'enregistrer que des transactions, produits, sites et résultats de tests réels, aussi exactement que possible, et corriger les erreurs dès que vous les remarquez ;",
        "ne consulter que les données auxquelles votre rôle vous donne accès, et ne pas chercher à atteindre les données d'autres organisations ;",
        "ne jamais utiliser les informations du site pour identifier, sanctionner ou exercer des représailles contre un travailleur, un membre d'une communauté ou toute autre personne ayant exprimé une préoccupation ou déposé une plainte ;",
        "ne pas téléverser de fichiers malveillants, et ne pas sonder, scanner, surcharger ou copier massivement le service par des moyens automatisés autres que l'API documentée ;",
        'respecter la loi qui vous est applicable, notamment le droit du travail, la protection des données et la lutte contre la corruption.',
      ],
    },
    {
      id: 'your-data',
      heading: '4. Les données que vous saisissez',
      paragraphs: [
        "Vous restez responsable des données que vous et votre organisation saisissez. Les données sur les produits et les transactions sont partagées le long de la chaîne de contrôle comme la plateforme l'indique : par exemple, une marque voit les fournisseurs et les transactions qui mènent à ses propres commandes, et un producteur voit son propre site et ses partenaires commerciaux enregistrés.",
        "Vous autorisez l'exploitant et les participants habilités à voir vos données à les utiliser pour la traçabilité, le devoir de vigilance, la remédiation et le reporting. Ne saisissez pas de données personnelles sur d'autres personnes si vous n'êtes pas autorisé à les partager à ces fins.",
      ],
    },
    {
      id: 'grievances',
      heading: "5. Plaintes et signalements d'incidents",
      paragraphs: [
        "Les plaintes et signalements d'incidents sont confidentiels. Seuls les administrateurs et évaluateurs affectés à un signalement peuvent le lire, et chaque consultation ou modification d'un signalement est enregistrée dans un journal d'audit.",
        "Les signalements doivent être faits de bonne foi. Utiliser les outils de signalement pour harceler quelqu'un, ou faire sciemment un faux signalement, enfreint ces conditions. Personne ne peut être désavantagé pour avoir fait un signalement de bonne foi.",
      ],
    },
    {
      id: 'results',
      heading: '6. Ce que signifient les résultats',
      paragraphs: [
        "Les traçages, bilans massiques, scores de risque, résultats de questionnaires et résultats de tests vous aident à prendre des décisions de vigilance. Ils dépendent des données saisies par les participants et de la configuration choisie par l'exploitant. Ils ne constituent pas à eux seuls une certification ni un audit, et ne remplacent ni votre propre jugement ni vos obligations légales.",
      ],
    },
    {
      id: 'availability',
      heading: '7. Disponibilité et modifications',
      paragraphs: [
        "L'exploitant s'efforce de maintenir le service disponible mais peut l'interrompre pour des raisons de maintenance ou de sécurité. Le logiciel OpenTrace est fourni sous sa licence libre, sans garantie.",
        "L'exploitant peut modifier ces conditions. Les changements importants sont annoncés dans l'application avant leur entrée en vigueur ; si vous continuez ensuite à utiliser le service, les nouvelles conditions s'appliquent.",
      ],
    },
    {
      id: 'liability',
      heading: '8. Responsabilité',
      paragraphs: [
        "Dans la mesure permise par la loi, ni l'exploitant ni le projet open source ne sont responsables des pertes indirectes résultant de l'utilisation du service ou de données saisies par d'autres participants. Rien dans ces conditions ne limite une responsabilité que la loi interdit de limiter.",
      ],
    },
    {
      id: 'contact',
      heading: '9. Contact',
      paragraphs: [
        "Les questions sur ces conditions, sur votre compte ou sur les données vous concernant s'adressent à l'exploitant de ce site. Votre administrateur peut vous indiquer comment le joindre. La politique de confidentialité explique comment les données personnelles sont traitées et comment exercer vos droits.",
      ],
    },
  ],
};
