import type { TMessageCatalogue } from '../en.ts';

export const roles = {
  'roleSetup.attributesOnlyForProducers': 'Seuls les rôles Producteur ont des systèmes d’identification et des attributs.',
  'roleSetup.identifierSystemRequired': 'Choisissez au moins un système d’identification pour un rôle Producteur.',
  'roleSetup.duplicateAttributeName': 'Le nom d’attribut {{name}} est utilisé deux fois dans ce rôle.',
  'roleSetup.listNeedsOptions': 'L’attribut liste {{name}} doit avoir au moins une option.',
  'roleSetup.duplicateOption': 'L’option {{value}} apparaît deux fois dans {{name}}.',
  'roleSetup.optionsOnlyForLists': 'Seuls les attributs de type liste ont des options ; retirez les options de {{name}}.',
  'roleSetup.attributeRepeated': 'Le même attribut est envoyé deux fois.',
  'roleSetup.unknownAttribute': 'Cet attribut n’appartient pas à ce rôle.',
} satisfies Partial<TMessageCatalogue>;
