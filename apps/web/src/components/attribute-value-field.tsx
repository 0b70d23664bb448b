import { Select, TextInput } from '@mantine/core';

type TAttributeValueFieldProps = {
  /** TEXT, UNIQUE_ID, NUMBER, PERCENTAGE, DATE or LIST; any other category is answered as text. */
  category: string;
  label: string;
  required: boolean;
  error?: string;
  value: string;
  onChange(value: string): void;
  /** LIST: the choices. */
  options?: readonly { value: string; label: string }[];
  /** Text and IDs: the longest answer. */
  maxLength: number;
  /** The feature's own words: under a date, and for a list search that finds nothing. */
  texts: { dateHint: string; nothingFound: string };
  /** NUMBER and PERCENTAGE: whether a keystroke may stand, to keep letters out; all may by default. */
  acceptsNumberText?: (text: string) => boolean;
};

/**
 * One attribute answered by a single typed or chosen value, by its category: text, a number, a
 * percentage, a DD/MM/YYYY date or one of a list's options. Places, files and amounts with a unit
 * have inputs of their own.
 */
export function AttributeValueField({
  category,
  label,
  required,
  error,
  value,
  onChange,
  options = [],
  maxLength,
  texts,
  acceptsNumberText = () => true,
}: TAttributeValueFieldProps) {
  const common = { label, required, error };
  switch (category) {
    case 'LIST':
      return (
        <Select
          {...common}
          data={options}
          value={value === '' ? null : value}
          searchable
          clearable={!required}
          nothingFoundMessage={texts.nothingFound}
          onChange={(chosen) => onChange(chosen ?? '')}
        />
      );
    case 'DATE':
      return (
        <TextInput
          {...common}
          dir="ltr"
          placeholder="DD/MM/YYYY"
          description={texts.dateHint}
          value={value}
          onChange={(event) => onChange(event.currentTarget.value)}
        />
      );
    case 'NUMBER':
    case 'PERCENTAGE':
      return (
        <TextInput
          {...common}
          inputMode="decimal"
          dir="ltr"
          rightSection={category === 'PERCENTAGE' ? '%' : undefined}
          value={value}
          onChange={(event) => {
            const text = event.currentTarget.value;
            if (acceptsNumberText(text)) onChange(text);
          }}
        />
      );
    default:
      return <TextInput {...common} maxLength={maxLength} value={value} onChange={(event) => onChange(event.currentTarget.value)} />;
  }
}
