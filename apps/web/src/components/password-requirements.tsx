import { Box, List, Text, ThemeIcon, VisuallyHidden } from '@mantine/core';
import { PASSWORD_MIN_LENGTH, PASSWORD_SPECIAL_CHARACTERS } from '@opentrace/domain';
import { useTranslation } from 'react-i18next';
import { IconCheck, IconX } from './icons.tsx';
import { checkPassword } from '../lib/password-rule.ts';

/** The password rule, ticked off as the user types, so a refusal never comes as a surprise. */
export function PasswordRequirements({ password, id }: { password: string; id: string }) {
  const { t } = useTranslation();
  const labels = {
    noSpaces: t('auth.passwordRules.noSpaces'),
    minLength: t('auth.passwordRules.minLength', { min: PASSWORD_MIN_LENGTH }),
    digit: t('auth.passwordRules.digit'),
    special: t('auth.passwordRules.special', { characters: PASSWORD_SPECIAL_CHARACTERS }),
    lowercase: t('auth.passwordRules.lowercase'),
    uppercase: t('auth.passwordRules.uppercase'),
  };

  return (
    <Box id={id} bg="var(--mantine-color-gray-0)" p="sm" style={{ borderRadius: 'var(--mantine-radius-md)' }}>
      <Text size="sm" fw={600} mb={6}>
        {t('auth.passwordRules.title')}
      </Text>
      <List spacing={4} size="sm" center>
        {checkPassword(password).map(({ requirement, met }) => (
          <List.Item
            key={requirement}
            c={met ? 'teal.8' : 'gray.7'}
            icon={
              <ThemeIcon size={18} radius="xl" color={met ? 'teal' : 'gray'} variant={met ? 'filled' : 'light'}>
                {met ? <IconCheck size={12} strokeWidth={3} /> : <IconX size={10} strokeWidth={3} />}
              </ThemeIcon>
            }
          >
            {labels[requirement]}
            <VisuallyHidden> ({met ? t('auth.passwordRules.met') : t('auth.passwordRules.notMet')})</VisuallyHidden>
          </List.Item>
        ))}
      </List>
    </Box>
  );
}
