import { useTranslation } from 'react-i18next';
import { PersonFields as SharedPersonFields } from '../../../components/person-fields.tsx';
import type { TErrors, TPersonField, TPersonValues } from '../user-form.ts';

type TPersonFieldsProps = {
  values: TPersonValues;
  errors: TErrors<TPersonField>;
  onChange: (field: TPersonField, value: string) => void;
  /** The signed-in user's own details: the browser may offer to fill them in. */
  own?: boolean;
};

/** A user's name and phone number, in the words of the user forms. */
export function PersonFields(props: TPersonFieldsProps) {
  const { t } = useTranslation();
  const labels = {
    firstName: t('users.form.firstName'),
    lastName: t('users.form.lastName'),
    phoneNumber: t('users.form.phoneNumber'),
    phoneDescription: t('users.form.phoneDescription'),
  };
  return <SharedPersonFields {...props} labels={labels} />;
}
