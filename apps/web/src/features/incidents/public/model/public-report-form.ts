import {
  MAX_PUBLIC_REPORT_CATEGORIES,
  MAX_PUBLIC_REPORT_CONTACT_LENGTH,
  MAX_PUBLIC_REPORT_MESSAGE_LENGTH,
  MAX_PUBLIC_REPORT_PLACE_LENGTH,
  MIN_PUBLIC_REPORT_MESSAGE_LENGTH,
  type TNewPublicReportFields,
} from '@opentrace/domain';

/** The public form as the worker fills it: a facility found by name, or "I don't know". */
export type TPublicReportFormValues = {
  facility: { id: string; name: string } | null;
  facilityUnknown: boolean;
  place: string;
  message: string;
  indicatorIds: string[];
  anonymous: boolean;
  contact: string;
};

export const PUBLIC_REPORT_FIELDS = ['facilityId', 'place', 'message', 'indicatorIds', 'anonymous', 'contact'] as const;
export type TPublicReportField = (typeof PUBLIC_REPORT_FIELDS)[number];
export type TPublicReportErrors = Partial<Record<TPublicReportField, string>>;

export const EMPTY_PUBLIC_REPORT: TPublicReportFormValues = {
  facility: null,
  facilityUnknown: false,
  place: '',
  message: '',
  indicatorIds: [],
  anonymous: true,
  contact: '',
};

/** The problem each field has, as catalogue keys with their values; the API checks the same again. */
export type TPublicReportProblem =
  | { key: 'publicReports.form.facilityRequired' }
  | { key: 'publicReports.form.messageTooShort'; min: number }
  | { key: 'publicReports.form.tooLong'; max: number }
  | { key: 'publicReports.form.tooManyCategories'; max: number };

export function publicReportProblems(values: TPublicReportFormValues): Partial<Record<TPublicReportField, TPublicReportProblem>> {
  const problems: Partial<Record<TPublicReportField, TPublicReportProblem>> = {};
  if (!values.facility && !values.facilityUnknown) problems.facilityId = { key: 'publicReports.form.facilityRequired' };
  if (values.place.trim().length > MAX_PUBLIC_REPORT_PLACE_LENGTH)
    problems.place = { key: 'publicReports.form.tooLong', max: MAX_PUBLIC_REPORT_PLACE_LENGTH };
  const message = values.message.trim();
  if (message.length < MIN_PUBLIC_REPORT_MESSAGE_LENGTH)
    problems.message = { key: 'publicReports.form.messageTooShort', min: MIN_PUBLIC_REPORT_MESSAGE_LENGTH };
  else if (message.length > MAX_PUBLIC_REPORT_MESSAGE_LENGTH)
    problems.message = { key: 'publicReports.form.tooLong', max: MAX_PUBLIC_REPORT_MESSAGE_LENGTH };
  if (values.indicatorIds.length > MAX_PUBLIC_REPORT_CATEGORIES) {
    problems.indicatorIds = { key: 'publicReports.form.tooManyCategories', max: MAX_PUBLIC_REPORT_CATEGORIES };
  }
  if (!values.anonymous && values.contact.trim().length > MAX_PUBLIC_REPORT_CONTACT_LENGTH) {
    problems.contact = { key: 'publicReports.form.tooLong', max: MAX_PUBLIC_REPORT_CONTACT_LENGTH };
  }
  return problems;
}

/** POST /api/public/reports: an anonymous worker sends no contact, whatever was typed before choosing anonymity. */
export function toNewPublicReport(values: TPublicReportFormValues): TNewPublicReportFields {
  const place = values.place.trim();
  const contact = values.contact.trim();
  return {
    facilityId: values.facilityUnknown ? null : (values.facility?.id ?? null),
    ...(place ? { place } : {}),
    message: values.message.trim(),
    indicatorIds: values.indicatorIds,
    anonymous: values.anonymous,
    ...(!values.anonymous && contact ? { contact } : {}),
  };
}
