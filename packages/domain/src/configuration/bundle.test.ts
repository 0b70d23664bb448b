import { describe, expect, it } from 'vitest';
import {
  CONFIGURATION_BUNDLE_FORMAT,
  CONFIGURATION_BUNDLE_VERSION,
  checkBundleVersion,
  upgradeConfigurationBundle,
  ZConfigurationBundle,
} from './bundle.ts';

describe('checkBundleVersion', () => {
  it('accepts the current version', () => {
    expect(checkBundleVersion({ format: CONFIGURATION_BUNDLE_FORMAT, version: CONFIGURATION_BUNDLE_VERSION })).toEqual({ kind: 'current' });
  });

  it.each([
    null,
    'text',
    [],
    {},
    { format: 'other', version: 1 },
    { format: CONFIGURATION_BUNDLE_FORMAT },
    { format: CONFIGURATION_BUNDLE_FORMAT, version: '1' },
    { format: CONFIGURATION_BUNDLE_FORMAT, version: 0 },
    { format: CONFIGURATION_BUNDLE_FORMAT, version: 1.5 },
  ])('says %j is not a bundle', (raw) => {
    expect(checkBundleVersion(raw)).toEqual({ kind: 'notABundle' });
  });

  it('recognises a bundle from a newer version', () => {
    expect(checkBundleVersion({ format: CONFIGURATION_BUNDLE_FORMAT, version: CONFIGURATION_BUNDLE_VERSION + 3 })).toEqual({
      kind: 'newer',
      version: CONFIGURATION_BUNDLE_VERSION + 3,
    });
  });
});

describe('upgradeConfigurationBundle', () => {
  it('leaves a current bundle as it is', () => {
    const bundle = { format: CONFIGURATION_BUNDLE_FORMAT, version: CONFIGURATION_BUNDLE_VERSION, roles: [] };
    expect(upgradeConfigurationBundle(bundle)).toEqual(bundle);
  });
});

describe('a questionnaire option in a bundle', () => {
  const question = (type: string, option: string) => ({
    role: 'Mine',
    groups: [
      { name: 'Labor', questions: [{ index: 1, title: 'How many complaints were raised this year?', type, options: [{ option }] }] },
    ],
  });
  const questionnaire = ZConfigurationBundle.shape.questionnaires.element;

  it('may be a number or free-text question’s unlabelled answer box, as the cobalt pilot’s files have', () => {
    expect(questionnaire.safeParse(question('NUMBER', '')).success).toBe(true);
    expect(questionnaire.safeParse(question('FREE_TEXT', ' ')).success).toBe(true);
  });

  it('needs a text when it is one of the choices', () => {
    const parsed = questionnaire.safeParse(question('YES_NO', ''));
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['groups.0.questions.0.options.0.option', 'validation.required'],
    ]);
  });
});
