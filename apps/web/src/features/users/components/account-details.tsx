import { Avatar, Badge, Button, Group, Stack, Text, Title } from '@mantine/core';
import type { TSessionUser } from '@opentrace/domain';
import { Fragment, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { IconPencil } from '../../../components/icons.tsx';
import { UserText } from '../../../components/user-text.tsx';
import { useRoleName } from '../../../lib/roles-api.ts';
import { fullName, initialsOf } from './user-cells.tsx';

function Detail({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Fragment>
      <Text component="dt" size="sm" c="dimmed">
        {label}
      </Text>
      <Text component="dd" size="sm" m={0} style={{ overflowWrap: 'anywhere' }}>
        {children}
      </Text>
    </Fragment>
  );
}

/** The signed-in user's account at a glance, with the button that opens the edit form. */
export function AccountDetails({ user, onEdit }: { user: TSessionUser; onEdit: () => void }) {
  const { t } = useTranslation();
  const roleName = useRoleName();
  const notSet = (
    <Text span size="sm" c="dimmed">
      {t('account.details.notSet')}
    </Text>
  );
  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-start" wrap="nowrap">
        <Group gap="md" wrap="nowrap">
          <Avatar size={56} radius="xl" color="brand" variant="filled">
            {initialsOf(user)}
          </Avatar>
          <Stack gap={2}>
            <Title order={3} fz="xl">
              {fullName(user)}
            </Title>
            <Group gap={6}>
              <Badge variant="light" radius="sm" tt="none">
                {roleName(user.role)}
              </Badge>
              {user.userType ? (
                <Badge variant="outline" color="gray" radius="sm" tt="none">
                  {t(user.userType === 'Admin' ? 'users.userTypes.admin' : 'users.userTypes.standard')}
                </Badge>
              ) : null}
            </Group>
          </Stack>
        </Group>
        <Button variant="default" leftSection={<IconPencil size={16} />} onClick={onEdit}>
          {t('account.details.edit')}
        </Button>
      </Group>
      <dl style={{ display: 'grid', gridTemplateColumns: 'minmax(140px, max-content) 1fr', gap: '10px 24px', margin: 0 }}>
        <Detail label={t('users.form.email')}>
          <UserText>{user.email}</UserText>
        </Detail>
        <Detail label={t('users.form.phoneNumber')}>{user.phoneNumber ? <span dir="ltr">{user.phoneNumber}</span> : notSet}</Detail>
        <Detail label={t('users.form.role')}>{roleName(user.role)}</Detail>
        <Detail label={t('account.details.organisation')}>{user.currentFacility?.name ?? notSet}</Detail>
      </dl>
    </Stack>
  );
}
