import { parseLanguage } from '@opentrace/domain';
import { Button, type ButtonProps } from '@mantine/core';
import type { ComponentPropsWithRef } from 'react';
import { useTranslation } from 'react-i18next';
import { LANGUAGE_NAMES } from '../lib/i18n.ts';
import { IconChevronDown, IconGlobe } from './icons.tsx';

/** The button that opens the language menu: the same whether the menu's code is loaded yet or not. */
export function LanguageButton(props: ButtonProps & ComponentPropsWithRef<'button'>) {
  const { t, i18n } = useTranslation();
  const current = parseLanguage(i18n.language);
  return (
    <Button
      variant="subtle"
      color="gray"
      leftSection={<IconGlobe size={18} />}
      rightSection={<IconChevronDown size={14} />}
      aria-label={t('language.change', { language: LANGUAGE_NAMES[current] })}
      {...props}
    >
      <span lang={current}>{LANGUAGE_NAMES[current]}</span>
    </Button>
  );
}
