import type { TFunction } from 'i18next';

/** The sheets DOMAIN.md §6.2 names; a group with another name shows as imported. */
const GROUP_KEYS = {
  product: 'selfAssessment.groups.product',
  labor: 'selfAssessment.groups.labor',
  community: 'selfAssessment.groups.community',
} as const;

/** A questionnaire group's name in the reader's language. */
export function groupLabel(name: string, t: TFunction): string {
  const key = GROUP_KEYS[name.trim().toLowerCase() as keyof typeof GROUP_KEYS];
  return key ? t(key) : name;
}
