import { Fieldset, Input, Stack } from '@mantine/core';
import type { TFacilityProfileAttribute } from '@opentrace/domain';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LocationPicker } from '../../../components/location-picker.tsx';
import type { TLocationValue } from '../../../components/location-picker-state.ts';
import { attributeKey, type TPoint, type TProfileErrors, type TProfileFormValues } from '../profile-form.ts';
import type { TAttributeSection, TPlaceGroup } from '../profile-layout.ts';
import { AttachmentsInput } from './attachments-input.tsx';
import { AttributeInput } from './attribute-input.tsx';

const EMPTY_PLACE: TLocationValue = { countryId: null, provinceId: null, districtId: null, address: '' };

type TIdentifierSectionProps = {
  section: TAttributeSection;
  values: TProfileFormValues;
  errors: TProfileErrors;
  /** What the registry of this system offers (the Open Supply Hub flow, the RMI lookup), above the fields. */
  tool?: ReactNode;
  /** Attributes another control answers (the OS ID, which the Open Supply Hub flow sets). */
  hidden?: ReadonlySet<string>;
  /** Applies a change; `changedFields` are the error fields it answers. */
  onChange(update: (values: TProfileFormValues) => TProfileFormValues, changedFields: readonly string[]): void;
};

/** The error fields of the attributes a place group answers. */
function placeErrorFields(group: TPlaceGroup): string[] {
  return [group.country, group.province, group.district, group.address, group.compound].filter((id) => id !== undefined).map(attributeKey);
}

function placeErrors(group: TPlaceGroup, errors: TProfileErrors) {
  const of = (attributeId: string | undefined) => (attributeId ? errors[attributeKey(attributeId)] : undefined);
  return {
    countryId: of(group.compound) ?? of(group.country),
    provinceId: of(group.province),
    districtId: of(group.district),
    address: of(group.address),
  };
}

/** One identifier system's attributes (DOMAIN.md §10.1), with its registry's tool when there is one. */
export function IdentifierSection({ section, values, errors, tool, hidden, onChange }: TIdentifierSectionProps) {
  const { t } = useTranslation();
  const setAnswer = (attribute: TFacilityProfileAttribute, answer: string) =>
    onChange(
      (current) => ({ ...current, answers: { ...current.answers, [attribute.attributeId]: answer } }),
      [attributeKey(attribute.attributeId)],
    );
  const setPlace = (group: TPlaceGroup, place: TLocationValue) =>
    onChange((current) => ({ ...current, places: { ...current.places, [group.key]: place } }), placeErrorFields(group));
  const setPoint = (point: TPoint) => onChange((current) => ({ ...current, point }), []);

  return (
    <Fieldset legend={t(`facilityProfile.systems.${section.system}`)} variant="filled">
      <Stack gap="md">
        {tool}
        {section.fields
          .filter((attribute) => !hidden?.has(attribute.attributeId))
          .map((attribute) =>
            attribute.category === 'ATTACHMENTS' ? (
              <AttachmentsInput
                key={attribute.attributeId}
                label={attribute.name}
                required={!attribute.isOptional}
                files={values.files[attribute.attributeId] ?? []}
                error={errors[attributeKey(attribute.attributeId)]}
                onChange={(files) =>
                  onChange(
                    (current) => ({ ...current, files: { ...current.files, [attribute.attributeId]: files } }),
                    [attributeKey(attribute.attributeId)],
                  )
                }
              />
            ) : (
              <AttributeInput
                key={attribute.attributeId}
                attribute={attribute}
                value={values.answers[attribute.attributeId] ?? ''}
                error={errors[attributeKey(attribute.attributeId)]}
                onChange={(answer) => setAnswer(attribute, answer)}
              />
            ),
          )}
        {section.places.map((group) => (
          <Input.Wrapper key={group.key} label={group.label}>
            <LocationPicker
              value={values.places[group.key] ?? EMPTY_PLACE}
              onChange={(place) => setPlace(group, place)}
              errors={placeErrors(group, errors)}
              required={group.required}
              withAddress={group.address !== undefined}
              startWithDefaultCountry={group.required}
              onPositionFound={group.key === section.system ? setPoint : undefined}
            />
          </Input.Wrapper>
        ))}
      </Stack>
    </Fieldset>
  );
}
