import { parseLanguage } from '@opentrace/domain';
import { Menu } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { changeLanguage, LANGUAGE_NAMES, LANGUAGES } from '../lib/i18n.ts';
import { toastApiError } from '../lib/api-error-toast.ts';
import { IconCheck } from './icons.tsx';
import { LanguageButton } from './language-button.tsx';

/** The language menu itself, with the popover machinery it needs (see language-switcher.tsx). */
export function LanguageMenu({ defaultOpened = false }: { defaultOpened?: boolean }) {
  const { t, i18n } = useTranslation();
  const current = parseLanguage(i18n.language);

  return (
    <Menu position="bottom-end" shadow="md" width={180} defaultOpened={defaultOpened}>
      <Menu.Target>
        <LanguageButton />
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
