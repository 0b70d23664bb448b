import { parseLanguage } from '@opentrace/domain';
import { Button, Menu } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { changeLanguage, LANGUAGE_NAMES, LANGUAGES } from '../lib/i18n.ts';
import { toastApiError } from '../lib/api-error-toast.ts';
import { IconCheck, IconChevronDown, IconGlobe } from './icons.tsx';

export function LanguageSwitcher() {
  const { t, i18n } = useTranslation();
  const current = parseLanguage(i18n.language);

  return (
    <Menu position="bottom-end" shadow="md" width={180}>
      <Menu.Target>
        <Button
          variant="subtle"
          color="gray"
          leftSection={<IconGlobe size={18} />}
          rightSection={<IconChevronDown size={14} />}
          aria-label={t('language.change', { language: LANGUAGE_NAMES[current] })}
        >
          <span lang={current}>{LANGUAGE_NAMES[current]}</span>
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>{t('language.label')}</Menu.Label>
        {LANGUAGES.map((language) => (
          <Menu.Item
            key={language}
            lang={language}
            aria-current={language === current ? 'true' : undefined}
            rightSection={language === current ? <IconCheck size={16} /> : null}
            onClick={() => {
              changeLanguage(language).catch(toastApiError);
            }}
          >
            {LANGUAGE_NAMES[language]}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}
