/** Server messages of partners, in English. */
export const partners = {
  'partners.existingOrNew': 'Choose an existing facility or give the details of a new one, not both.',
  'partners.noFacility': 'Your account belongs to no facility, so it has no business partners.',
  'partners.unknownRole': 'This role does not exist.',
  'partners.roleNotAdjacent':
    '{{role}} is not next to your role on the supply-chain map, so its facilities cannot be your processing partners.',
  'partners.roleNotInvitable':
    'Users of {{role}} cannot be invited: an administrator completes their profile. Add one of its existing facilities instead.',
  'partners.facilityNotFound': 'This facility does not exist or cannot be your partner.',
  'partners.alreadyPartner': '{{name}} is already your business partner.',
  'partners.notTransporter': '{{name}} is not a transporter.',
  'partners.notBroker': '{{name}} is not a broker.',
  'partners.transportersNotAllowed': 'Your role does not log transports, so it cannot add transporters.',
  'partners.brokersNotAllowed': 'Your role does not buy or sell through intermediaries, so it cannot add brokers.',
  'partners.brokerPartnerNotAllowed': "Only your own processing partners can become the broker's partners.",
  'partners.addressRequired': 'The street address is required when the country is Other.',
} as const;
