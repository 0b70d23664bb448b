import { Alert, List } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { IconAlert } from '../../../components/icons.tsx';

/** What the server refused that no field shows: a broken business rule, stated once above the buttons. */
export function FormProblems({ problems }: { problems: readonly string[] }) {
  const { t } = useTranslation();
  if (problems.length === 0) return null;
  return (
    <Alert color="red" variant="light" icon={<IconAlert size={18} />} title={t('productActivities.form.problemsTitle')} role="alert">
      {problems.length === 1 ? (
        problems[0]
      ) : (
        <List size="sm">
          {problems.map((problem) => (
            <List.Item key={problem}>{problem}</List.Item>
          ))}
        </List>
      )}
    </Alert>
  );
}
