import { Button, Group, Select, Stack, TextInput } from '@mantine/core';
import { parseLanguage, type TLanguage, type TSessionUser } from '@opentrace/domain';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useUnsavedChanges } from '../../../components/unsaved-changes.tsx';
import { changeLanguage, LANGUAGE_NAMES, LANGUAGES } from '../../../lib/i18n.ts';
import { toast } from '../../../lib/toast.ts';
import { useUpdateProfile } from '../api/users-api.ts';
import { usePersonForm } from '../use-person-form.ts';
import { phoneOrNull } from '../user-form.ts';
import { PersonFields } from './person-fields.tsx';

type TProfileFormProps = {
  user: TSessionUser;
  /** Settings also set the language of the interface and of e-mails. */
  withLanguage?: boolean;
  onSaved?: () => void;
  onCancel?: () => void;
};

/** One's own names, phone number and (in settings) language, saved with PUT /api/users. */
export function ProfileForm({ user, withLanguage = false, onSaved, onCancel }: TProfileFormProps) {
  const { t, i18n } = useTranslation();
  const update = useUpdateProfile();
  const form = usePersonForm({ firstName: user.firstName, lastName: user.lastName, phoneNumber: user.phoneNumber ?? '' });
  // The server keeps the language for e-mails but does not report it; the interface's is the best guess.
  const [language, setLanguage] = useState<TLanguage>(parseLanguage(i18n.language));
  const { markSaved } = useUnsavedChanges(form.values);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!form.check()) return;
    const { firstName, lastName, phoneNumber } = form.values;
    update.mutate(
      {
        firstName: firstName.trim(),
        lastName: lastName.trim(),
        phoneNumber: phoneOrNull(phoneNumber),
        ...(withLanguage ? { language } : {}),
      },
      {
        onSuccess: async () => {
          markSaved();
          if (withLanguage && language !== parseLanguage(i18n.language)) await changeLanguage(language);
          toast.success(i18n.t('account.profile.saved'));
          onSaved?.();
        },
        onError: form.showServerErrors,
      },
    );
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md" maw={640}>
        <PersonFields values={form.values} errors={form.errors} onChange={form.change} own />
        <TextInput
          label={t('users.form.email')}
          description={t('account.profile.emailDescription')}
          value={user.email}
          readOnly
          variant="filled"
          autoComplete="email"
        />
        {withLanguage ? (
          <Select
            label={t('account.profile.language')}
            description={t('account.profile.languageDescription')}
            data={LANGUAGES.map((code) => ({ value: code, label: LANGUAGE_NAMES[code] }))}
            value={language}
            allowDeselect={false}
            onChange={(value) => setLanguage(parseLanguage(value))}
          />
        ) : null}
        <Group gap="sm" mt="xs">
          <Button type="submit" loading={update.isPending}>
            {t('common.saveChanges')}
          </Button>
          {onCancel ? (
            <Button variant="default" onClick={onCancel}>
              {t('common.cancel')}
            </Button>
          ) : null}
        </Group>
      </Stack>
    </form>
  );
}
