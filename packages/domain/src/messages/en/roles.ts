/** Server messages of roles, in English. */
export const roles = {
  'roleSetup.attributesOnlyForProducers': 'Only Producer roles have identifier systems and attributes.',
  'roleSetup.identifierSystemRequired': 'Choose at least one identifier system for a Producer role.',
  'roleSetup.duplicateAttributeName': 'The attribute name {{name}} is used twice in this role.',
  'roleSetup.listNeedsOptions': 'The list attribute {{name}} needs at least one option.',
  'roleSetup.duplicateOption': 'The option {{value}} appears twice in {{name}}.',
  'roleSetup.optionsOnlyForLists': 'Only list attributes have options; remove the options of {{name}}.',
  'roleSetup.attributeRepeated': 'The same attribute is sent twice.',
  'roleSetup.unknownAttribute': 'This attribute does not belong to the role.',
} as const;
