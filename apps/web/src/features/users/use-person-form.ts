import { parseLanguage } from '@opentrace/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ApiError } from '../../lib/api-client.ts';
import { toastApiError } from '../../lib/api-error-toast.ts';
import { splitFieldErrors } from '../../lib/field-errors.ts';
import { validatePerson, withoutEmpty, type TErrors, type TPersonField, type TPersonValues } from './user-form.ts';

const PERSON_FIELDS = ['firstName', 'lastName', 'phoneNumber'] as const;

/**
 * State of a names-and-phone form: values, errors shown beside each field, a check with the shared
 * rules before sending, and the server's field errors placed back beside the fields.
 */
export function usePersonForm(initial: TPersonValues) {
  const { t, i18n } = useTranslation();
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<TErrors<TPersonField>>({});

  const change = (field: TPersonField, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  };

  /** Checks the values; true when they may be sent. */
  const check = (): boolean => {
    const found = withoutEmpty(
      validatePerson(values, parseLanguage(i18n.language), {
        firstName: t('fields.firstName'),
        lastName: t('fields.lastName'),
        phoneNumber: t('fields.phoneNumber'),
      }),
    );
    setErrors(found);
    return Object.keys(found).length === 0;
  };

  /** Places a failed save's field errors beside the fields; anything else becomes a toast. */
  const showServerErrors = (error: ApiError) => {
    const { byField, other } = splitFieldErrors(error.fieldErrors, PERSON_FIELDS);
    setErrors(byField);
    if (Object.keys(byField).length === 0 || other.length > 0) toastApiError(error);
  };

  return { values, errors, change, check, showServerErrors, reset: setValues };
}
