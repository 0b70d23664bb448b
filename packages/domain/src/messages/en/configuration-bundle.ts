/** Server messages of configuration-bundle, in English. */
export const configurationBundle = {
  'configurationBundle.notABundle':
    'This file is not a configuration bundle. Export one from Settings or with GET /api/configuration/export.',
  'configurationBundle.newerVersion':
    'This bundle comes from a newer version (bundle version {{version}}); this system reads bundle versions up to {{supported}}. Update this system first.',
  'configurationBundle.olderVersion':
    'Bundle version {{version}} can no longer be read. Export the configuration again from an up-to-date system.',
  'configurationBundle.entryRefused': "The bundle's entry {{path}} was refused: {{reason}}",
  'configurationBundle.unknownRole': 'no role named "{{name}}" in the bundle or in this system',
  'configurationBundle.unknownProduct': 'no product named "{{name}}" in the bundle',
  'configurationBundle.unknownAttribute': 'no attribute named "{{name}}" in the bundle',
  'configurationBundle.unknownSubIndicator': 'the bundle\'s indicator list has no sub-indicator "{{subIndicator}}" under "{{indicator}}"',
  'configurationBundle.unknownName': '"{{name}}" is not in the bundle',
  'configurationBundle.unknownCountry': 'no country has the code {{code}}',
  'configurationBundle.badBase64': 'Not a base64-encoded file',
} as const;
