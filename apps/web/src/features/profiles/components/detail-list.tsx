import { Text } from '@mantine/core';
import { Fragment, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { UserText } from '../../../components/user-text.tsx';

export type TDetail = { label: string; value: ReactNode };

/** Label and value pairs as a description list; an empty value reads "Not set", a typed one keeps its own direction. */
export function DetailList({ details }: { details: readonly TDetail[] }) {
  const { t } = useTranslation();
  return (
    <dl style={{ display: 'grid', gridTemplateColumns: 'minmax(160px, max-content) 1fr', gap: '10px 24px', margin: 0 }}>
      {details.map((detail) => (
        <Fragment key={detail.label}>
          <Text component="dt" size="sm" c="dimmed">
            {detail.label}
          </Text>
          <Text component="dd" size="sm" m={0} style={{ overflowWrap: 'anywhere' }}>
            {detail.value === null || detail.value === '' ? (
              <Text span size="sm" c="dimmed">
                {t('facilityProfile.details.notSet')}
              </Text>
            ) : typeof detail.value === 'string' ? (
              <UserText>{detail.value}</UserText>
            ) : (
              detail.value
            )}
          </Text>
        </Fragment>
      ))}
    </dl>
  );
}
