import { Group, TextInput } from '@mantine/core';
import { LANGUAGES, type TProductContentTranslations } from '@opentrace/domain';
import { useTranslation } from 'react-i18next';

type TTranslationFieldsProps = {
  label: string;
  value: TProductContentTranslations;
  disabled?: boolean;
  onChange(value: TProductContentTranslations): void;
};

/** One box per language (en, fr, ur); Urdu is typed right to left. */
export function TranslationFields({ label, value, disabled, onChange }: TTranslationFieldsProps) {
  const { t } = useTranslation();
  return (
    <Group grow gap="xs" align="flex-start">
      {LANGUAGES.map((language) => (
        <TextInput
          key={language}
          size="xs"
          label={t('products.translationIn', { label, language: language.toUpperCase() })}
          dir={language === 'ur' ? 'rtl' : undefined}
          maxLength={255}
          value={value[language] ?? ''}
          disabled={disabled}
          onChange={(event) => onChange({ ...value, [language]: event.currentTarget.value })}
        />
      ))}
    </Group>
  );
}
