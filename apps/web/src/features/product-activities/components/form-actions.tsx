import { Button, Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';

/** Submit the activity, or go back to the product activities without saving. */
export function FormActions({ submitLabel, submitting }: { submitLabel: string; submitting: boolean }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <Group gap="sm">
      <Button type="submit" loading={submitting}>
        {submitLabel}
      </Button>
      <Button variant="default" disabled={submitting} onClick={() => void navigate('/homepage')}>
        {t('common.cancel')}
      </Button>
    </Group>
  );
}
