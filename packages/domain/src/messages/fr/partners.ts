import type { TMessageCatalogue } from '../en.ts';

export const partners = {
  'partners.existingOrNew': 'Choisissez une installation existante ou donnez les coordonnées d’une nouvelle, pas les deux.',
  'partners.noFacility': 'Votre compte n’appartient à aucune installation : il n’a donc pas de partenaires commerciaux.',
  'partners.unknownRole': 'Ce rôle n’existe pas.',
  'partners.roleNotAdjacent':
    '{{role}} n’est pas voisin de votre rôle sur la carte de la chaîne d’approvisionnement : ses installations ne peuvent pas être vos partenaires de transformation.',
  'partners.roleNotInvitable':
    'Les utilisateurs du rôle {{role}} ne peuvent pas être invités : un administrateur complète leur profil. Ajoutez plutôt l’une de ses installations existantes.',
  'partners.facilityNotFound': 'Cette installation n’existe pas ou ne peut pas être votre partenaire.',
  'partners.alreadyPartner': '{{name}} est déjà votre partenaire commercial.',
  'partners.notTransporter': '{{name}} n’est pas un transporteur.',
  'partners.notBroker': '{{name}} n’est pas un courtier.',
  'partners.transportersNotAllowed': 'Votre rôle n’enregistre pas de transports : il ne peut donc pas ajouter de transporteurs.',
  'partners.brokersNotAllowed': 'Votre rôle n’achète ni ne vend par des intermédiaires : il ne peut donc pas ajouter de courtiers.',
  'partners.brokerPartnerNotAllowed': 'Seuls vos propres partenaires de transformation peuvent devenir les partenaires du courtier.',
  'partners.addressRequired': 'L’adresse est obligatoire lorsque le pays est « Autre ».',
} satisfies Partial<TMessageCatalogue>;
