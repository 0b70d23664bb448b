import { Button, Fieldset, Group, Stack, Text } from '@mantine/core';
import { parseLanguage, type TFacilityProfile, type TIdentifierSystem, type TOarIdFacility, type TSessionUser } from '@opentrace/domain';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { fillFromResolvedAddress } from '../../../components/location-picker-state.ts';
import { useUnsavedChanges } from '../../../components/unsaved-changes.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { toastApiError } from '../../../lib/api-error-toast.ts';
import { useResolveAddress } from '../../../lib/locations-api.ts';
import { toast } from '../../../lib/toast.ts';
import { useSaveFacilityProfile } from '../api/facilities-api.ts';
import {
  attributeKey,
  checkProfileForm,
  detailsAsFieldErrors,
  fillFromOpenSupplyHub,
  fillFromRmi,
  initialProfileValues,
  openSupplyHubRegistration,
  errorFieldsOf,
  profileErrorsFromServer,
  toPersonRequest,
  toProfileRequest,
  type TPersonValues,
  type TProfileErrors,
  type TProfileFormValues,
} from '../profile-form.ts';
import { attributeSections, identityOf } from '../profile-layout.ts';
import { BusinessFieldset } from './business-fieldset.tsx';
import { FacilityProfileDetails } from './facility-profile-details.tsx';
import { IdentifierSection } from './identifier-section.tsx';
import { LocationFieldset } from './location-fieldset.tsx';
import { PersonFieldset } from './person-fieldset.tsx';
import { ProductionFieldset } from './production-fieldset.tsx';
import { ReconciliationFieldset } from './reconciliation-fieldset.tsx';
import { RmiLookupButton } from './rmi-lookup-button.tsx';

/** What the Open Supply Hub step needs from the form; the app supplies the step itself (features stay apart). */
export type TOpenSupplyHubStepProps = {
  registration: ReturnType<typeof openSupplyHubRegistration>;
  initialOarId: string;
  onResolved(facility: TOarIdFacility): void;
};
export type TOpenSupplyHubStep = (props: TOpenSupplyHubStepProps) => ReactNode;

type TFacilityProfileFormProps = {
  profile: TFacilityProfile;
  person: TPersonValues;
  /** Onboarding asks for the person's names and phone too; profile pages edit them elsewhere. */
  withPersonFields: boolean;
  openSupplyHubStep?: TOpenSupplyHubStep;
  onSaved?(user: TSessionUser): void;
  onCancel?(): void;
};

/**
 * The organisation profile of a producer or assessor (DOMAIN.md §10.1): business details, a section
 * per identifier system, the location, and for producers certifications, goods, chain of custody and
 * the reconciliation window. Checked here with the API's rules, saved with PUT /api/users, and the
 * server's field errors shown beside their fields. A user who may not change the organisation sees
 * it and saves only their own details.
 */
export function FacilityProfileForm({
  profile,
  person,
  withPersonFields,
  openSupplyHubStep,
  onSaved,
  onCancel,
}: TFacilityProfileFormProps) {
  const { t, i18n } = useTranslation();
  const save = useSaveFacilityProfile();
  const resolveAddress = useResolveAddress();
  const [values, setValues] = useState<TProfileFormValues>(() => initialProfileValues(profile, person));
  const [errors, setErrors] = useState<TProfileErrors>({});
  const { markSaved } = useUnsavedChanges(values);
  const sections = profile.role.type === 'Producer' ? attributeSections(profile.roleAttributes) : [];
  const oarIdAttribute = openSupplyHubStep ? profile.roleAttributes.find((attribute) => identityOf(attribute) === 'oarId') : undefined;

  /** Changes values and takes away the messages of the fields changed, leaving the others in view. */
  const update = (change: (current: TProfileFormValues) => TProfileFormValues, changedFields: readonly string[] = []) => {
    setValues(change);
    setErrors((current) => Object.fromEntries(Object.entries(current).filter(([field]) => !changedFields.includes(field))));
  };
  const fieldsetProps = {
    profile,
    values,
    errors,
    set: <K extends keyof TProfileFormValues>(field: K, value: TProfileFormValues[K]) =>
      update((current) => ({ ...current, [field]: value }), errorFieldsOf(field)),
  };

  /** A facility found in Open Supply Hub fills its section; a point without province or district is placed by reverse geocoding. */
  const takeOpenSupplyHubFacility = (facility: TOarIdFacility) => {
    update((current) => fillFromOpenSupplyHub(current, profile, facility), Object.keys(errors));
    if (!facility.location || (facility.provinceId && facility.districtId)) return;
    resolveAddress.mutate(
      { latitude: facility.location.lat, longitude: facility.location.lng },
      {
        onSuccess: (resolved) =>
          update((current) => {
            const place = current.places.OPEN_SUPPLY_HUB_ID;
            if (!place) return current;
            return {
              ...current,
              places: { ...current.places, OPEN_SUPPLY_HUB_ID: fillFromResolvedAddress(place, { ...resolved, street: place.address }) },
            };
          }),
      },
    );
  };

  const registryTool = (system: TIdentifierSystem): ReactNode => {
    if (system === 'OPEN_SUPPLY_HUB_ID' && openSupplyHubStep) {
      const oarIdError = oarIdAttribute ? errors[attributeKey(oarIdAttribute.attributeId)] : undefined;
      return (
        <>
          {openSupplyHubStep({
            registration: openSupplyHubRegistration(values, profile),
            initialOarId: oarIdAttribute ? (values.answers[oarIdAttribute.attributeId] ?? '') : '',
            onResolved: takeOpenSupplyHubFacility,
          })}
          {oarIdError ? (
            <Text size="sm" c="red" role="alert">
              {oarIdError}
            </Text>
          ) : null}
        </>
      );
    }
    const rmiId =
      system === 'RMI_CID' ? profile.roleAttributes.find((a) => a.identifierSystem === 'RMI_CID' && a.category === 'UNIQUE_ID') : undefined;
    return rmiId ? (
      <RmiLookupButton
        facilityId={values.answers[rmiId.attributeId] ?? ''}
        onFound={(found) => update((current) => fillFromRmi(current, profile, found), Object.keys(errors))}
      />
    ) : null;
  };

  const submit = () => {
    const found = checkProfileForm(values, profile, {
      language: parseLanguage(i18n.language),
      personFieldNames: { firstName: t('fields.firstName'), lastName: t('fields.lastName'), phoneNumber: t('fields.phoneNumber') },
      checkPerson: withPersonFields,
      now: new Date(),
    });
    setErrors(found);
    if (Object.keys(found).length > 0) {
      toast.error(t('facilityProfile.form.fixErrors'));
      return;
    }
    save.mutate(profile.mayEdit ? toProfileRequest(values, profile) : toPersonRequest(values), {
      onSuccess: (user) => {
        markSaved();
        onSaved?.(user);
      },
      onError: (error) => {
        const fieldErrors =
          error instanceof ApiError ? (error.fieldErrors.length > 0 ? error.fieldErrors : detailsAsFieldErrors(error.details)) : [];
        const placed = profileErrorsFromServer(fieldErrors, profile);
        setErrors(placed.errors);
        if (Object.keys(placed.errors).length === 0 || placed.other.length > 0) toastApiError(error);
      },
    });
  };

  return (
    <Stack gap="lg">
      {withPersonFields ? <PersonFieldset {...fieldsetProps} /> : null}
      {profile.mayEdit ? (
        <>
          <BusinessFieldset {...fieldsetProps} />
          {sections.map((section) => (
            <IdentifierSection
              key={section.system}
              section={section}
              values={values}
              errors={errors}
              tool={registryTool(section.system)}
              hidden={new Set(oarIdAttribute ? [oarIdAttribute.attributeId] : [])}
              onChange={update}
            />
          ))}
          <LocationFieldset {...fieldsetProps} />
          {profile.role.type === 'Producer' ? <ProductionFieldset {...fieldsetProps} /> : null}
          {profile.role.type === 'Producer' ? <ReconciliationFieldset {...fieldsetProps} /> : null}
        </>
      ) : (
        <Fieldset legend={t('facilityProfile.form.organisation')} variant="filled">
          <Stack gap="sm">
            <Text size="sm" c="dimmed">
              {t('facilityProfile.section.readOnly')}
            </Text>
            <FacilityProfileDetails profile={profile} />
          </Stack>
        </Fieldset>
      )}
      <Group gap="sm">
        <Button onClick={submit} loading={save.isPending}>
          {t('facilityProfile.form.save')}
        </Button>
        {onCancel ? (
          <Button variant="default" onClick={onCancel}>
            {t('facilityProfile.form.cancel')}
          </Button>
        ) : null}
      </Group>
    </Stack>
  );
}
