import { Select } from '@mantine/core';
import type { TActivityDefinition } from '@opentrace/domain';

type TDefinitionSelectProps = {
  label: string;
  placeholder: string;
  /** The offered definitions; undefined while they load. */
  definitions: readonly TActivityDefinition[] | undefined;
  value: TActivityDefinition | null;
  error?: string;
  /** Said when the definitions could not be loaded, and when there are none. */
  failed: string | null;
  empty: string;
  onChange(definition: TActivityDefinition | null): void;
};

/** Which product definition an activity is about: bought (purchase) or made (assign product ID). */
export function DefinitionSelect({ label, placeholder, definitions, value, error, failed, empty, onChange }: TDefinitionSelectProps) {
  return (
    <Select
      label={label}
      required
      placeholder={placeholder}
      data={(definitions ?? []).map((definition) => ({ value: definition.id, label: definition.name }))}
      value={value?.id ?? null}
      error={error ?? failed ?? undefined}
      nothingFoundMessage={empty}
      allowDeselect={false}
      onChange={(id) => onChange(definitions?.find((definition) => definition.id === id) ?? null)}
    />
  );
}
