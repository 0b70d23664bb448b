import { SegmentedControl, Stack, Text } from '@mantine/core';
import { parseLanguage, ZEmail, type TUserType } from '@opentrace/domain';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { FormModal, FormModalActions } from '../../../components/form-modal.tsx';
import { toastApiError } from '../../../lib/api-error-toast.ts';
import { requiredError, ruleError } from '../../../lib/field-rules.ts';
import { splitFieldErrors } from '../../../lib/field-errors.ts';
import { toast } from '../../../lib/toast.ts';
import { useInviteColleague } from '../api/users-api.ts';
import { phoneOrNull, validatePerson, withoutEmpty, type TErrors, type TPersonValues } from '../user-form.ts';
import { NewUserEmailField } from './new-user-email-field.tsx';
import { PersonFields } from './person-fields.tsx';

type TValues = TPersonValues & { email: string; userType: TUserType };
type TField = keyof TValues;
const FIELDS = ['email', 'firstName', 'lastName', 'phoneNumber', 'userType'] as const;
const EMPTY: TValues = { email: '', firstName: '', lastName: '', phoneNumber: '', userType: 'Standard' };

export function AddColleagueModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <FormModal opened={opened} onClose={onClose} title={t('users.colleagues.addTitle')}>
      <AddColleagueForm onDone={onClose} />
    </FormModal>
  );
}

function AddColleagueForm({ onDone }: { onDone: () => void }) {
  const { t, i18n } = useTranslation();
  const invite = useInviteColleague();
  const [values, setValues] = useState<TValues>(EMPTY);
  const [errors, setErrors] = useState<TErrors<TField>>({});
  const userTypeLabelId = useId();

  const change = (field: TField, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const language = parseLanguage(i18n.language);
    const found = withoutEmpty<TField>({
      email:
        values.email.trim() === ''
          ? requiredError(t('fields.email'), language)
          : ruleError(ZEmail, values.email, t('fields.email'), language),
      ...validatePerson(values, language, {
        firstName: t('fields.firstName'),
        lastName: t('fields.lastName'),
        phoneNumber: t('fields.phoneNumber'),
      }),
    });
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    const phoneNumber = phoneOrNull(values.phoneNumber);
    invite.mutate(
      {
        email: values.email.trim(),
        firstName: values.firstName.trim(),
        lastName: values.lastName.trim(),
        ...(phoneNumber ? { phoneNumber } : {}),
        userType: values.userType,
      },
      {
        onSuccess: (user) => {
          toast.success(t('users.invite.sent', { email: user.email }));
          onDone();
        },
        onError: (error) => {
          const { byField, other } = splitFieldErrors(error.fieldErrors, FIELDS);
          setErrors(byField);
          if (Object.keys(byField).length === 0 || other.length > 0) toastApiError(error);
        },
      },
    );
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <Text size="sm" c="dimmed">
          {t('users.colleagues.addSubtitle')}
        </Text>
        <NewUserEmailField value={values.email} error={errors.email} onChange={(email) => change('email', email)} />
        <PersonFields values={values} errors={errors} onChange={change} />
        <Stack gap={4}>
          <Text size="sm" fw={500} id={userTypeLabelId}>
            {t('users.form.userType')}
          </Text>
          <SegmentedControl
            aria-labelledby={userTypeLabelId}
            value={values.userType}
            onChange={(value) => change('userType', value)}
            data={[
              { value: 'Standard', label: t('users.userTypes.standard') },
              { value: 'Admin', label: t('users.userTypes.admin') },
            ]}
          />
          <Text size="xs" c="dimmed">
            {t('users.colleagues.userTypeDescription')}
          </Text>
        </Stack>
        <FormModalActions onCancel={onDone} submitLabel={t('users.invite.submit')} submitting={invite.isPending} />
      </Stack>
    </form>
  );
}
