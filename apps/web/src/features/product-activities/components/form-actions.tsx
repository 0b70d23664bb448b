import { Button, Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { forgetUnsavedChanges } from '../../../components/unsaved-changes.tsx';

/** Submit the activity, or go back to the product activities without saving. */
export function FormActions({ submitLabel, submitting }: { submitLabel: string; submitting: boolean }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <Group gap="sm">
      <Button type="submit" loading={submitting}>
        {submitLabel}
      </Button>
      <Button
        variant="default"
        disabled={submitting}
        onClick={() => {
          // Cancel says "discard" already: asking again would only be in the way.
          forgetUnsavedChanges();
          void navigate('/homepage');
        }}
      >
        {t('common.cancel')}
      </Button>
    </Group>
  );
}
