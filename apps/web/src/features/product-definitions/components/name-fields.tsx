import { TextInput } from '@mantine/core';
import type { TProductContentTranslations } from '@opentrace/domain';
import { TranslationFields } from './translation-fields.tsx';

type TNameFieldsProps = {
  label: string;
  name: string;
  nameTranslations: TProductContentTranslations;
  error?: string;
  onChange: (change: { name?: string; nameTranslations?: TProductContentTranslations }) => void;
};

/** The name of a definition or an attribute, and its translations in the other languages. */
export function NameFields({ label, name, nameTranslations, error, onChange }: TNameFieldsProps) {
  return (
    <>
      <TextInput
        label={label}
        required
        maxLength={255}
        value={name}
        error={error}
        onChange={(event) => onChange({ name: event.currentTarget.value })}
      />
      <TranslationFields label={label} value={nameTranslations} onChange={(translations) => onChange({ nameTranslations: translations })} />
    </>
  );
}
