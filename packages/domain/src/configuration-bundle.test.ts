import { describe, expect, it } from 'vitest';
import { CONFIGURATION_BUNDLE_FORMAT, CONFIGURATION_BUNDLE_VERSION, checkBundleVersion, upgradeConfigurationBundle } from './configuration-bundle.ts';

describe('checkBundleVersion', () => {
  it('accepts the current version', () => {
    expect(checkBundleVersion({ format: CONFIGURATION_BUNDLE_FORMAT, version: CONFIGURATION_BUNDLE_VERSION })).toEqual({ kind: 'current' });
  });

  it.each([null, 'text', [], {}, { format: 'other', version: 1 }, { format: CONFIGURATION_BUNDLE_FORMAT }, { format: CONFIGURATION_BUNDLE_FORMAT, version: '1' }, { format: CONFIGURATION_BUNDLE_FORMAT, version: 0 }, { format: CONFIGURATION_BUNDLE_FORMAT, version: 1.5 }])(
    'says %j is not a bundle',
    (raw) => {
      expect(checkBundleVersion(raw)).toEqual({ kind: 'notABundle' });
    },
  );

  it('recognises a bundle from a newer version', () => {
    expect(checkBundleVersion({ format: CONFIGURATION_BUNDLE_FORMAT, version: CONFIGURATION_BUNDLE_VERSION + 3 })).toEqual({ kind: 'newer', version: CONFIGURATION_BUNDLE_VERSION + 3 });
  });
});

describe('upgradeConfigurationBundle', () => {
  it('leaves a current bundle as it is', () => {
    const bundle = { format: CONFIGURATION_BUNDLE_FORMAT, version: CONFIGURATION_BUNDLE_VERSION, roles: [] };
    expect(upgradeConfigurationBundle(bundle)).toEqual(bundle);
  });
});
