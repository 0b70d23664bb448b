import { Button, FileButton, Group, Image, Stack, Text, TextInput } from '@mantine/core';
import { MAX_PROFILE_TEXT_LENGTH, parseLanguage, type TBrandProfile } from '@opentrace/domain';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LocationPicker } from '../../../components/location-picker.tsx';
import { useUnsavedChanges } from '../../../components/unsaved-changes.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { toastApiError } from '../../../lib/api-error-toast.ts';
import { useSaveBrandProfile } from '../api/facilities-api.ts';
import {
  brandErrorsFromServer,
  checkBrandForm,
  initialBrandValues,
  LOGO_ACCEPT,
  logoProblem,
  toBrandSubmission,
  type TBrandErrors,
  type TBrandFormValues,
} from '../brand-form.ts';
import { BrandLogo } from './brand-logo.tsx';

type TBrandProfileFormProps = { profile: TBrandProfile; onSaved?(): void; onCancel?(): void };

/** Brand name, logo with its preview, headquarters (country, province, district) and street address. */
export function BrandProfileForm({ profile, onSaved, onCancel }: TBrandProfileFormProps) {
  const { t, i18n } = useTranslation();
  const save = useSaveBrandProfile();
  const [values, setValues] = useState<TBrandFormValues>(() => initialBrandValues(profile));
  const [errors, setErrors] = useState<TBrandErrors>({});
  const { markSaved } = useUnsavedChanges(values);
  const language = parseLanguage(i18n.language);
  const preview = useMemo(() => (values.logo ? URL.createObjectURL(values.logo) : null), [values.logo]);
  useEffect(() => () => (preview ? URL.revokeObjectURL(preview) : undefined), [preview]);

  const change = (patch: Partial<TBrandFormValues>) => {
    setValues((current) => ({ ...current, ...patch }));
    setErrors({});
  };

  const chooseLogo = (file: File | null) => {
    if (!file) return;
    const problem = logoProblem(file, language);
    if (problem) setErrors({ logo: problem });
    else change({ logo: file });
  };

  const submit = () => {
    const found = checkBrandForm(values, language);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    save.mutate(toBrandSubmission(values), {
      onSuccess: () => {
        markSaved();
        onSaved?.();
      },
      onError: (error) => {
        const placed = error instanceof ApiError ? brandErrorsFromServer(error.status, error.message, error.fieldErrors) : {};
        setErrors(placed);
        if (Object.keys(placed).length === 0) toastApiError(error);
      },
    });
  };

  return (
    <Stack gap="md" maw={720}>
      <TextInput
        label={t('facilityProfile.brand.name')}
        required
        maxLength={MAX_PROFILE_TEXT_LENGTH}
        value={values.name}
        error={errors.name}
        onChange={(event) => change({ name: event.currentTarget.value })}
      />
      <Stack gap={6}>
        <Text size="sm" fw={500}>
          {t('facilityProfile.brand.logo')}
        </Text>
        <Group gap="md">
          {preview ? (
            <Image src={preview} alt={t('facilityProfile.brand.logoPreview')} h={56} w="auto" fit="contain" />
          ) : profile.logo ? (
            <BrandLogo url={profile.logo.url} alt={t('facilityProfile.brand.logoAlt', { name: profile.name })} />
          ) : null}
          <FileButton onChange={chooseLogo} accept={LOGO_ACCEPT}>
            {(props) => (
              <Button {...props} variant="default">
                {values.logo || profile.logo ? t('facilityProfile.brand.replaceLogo') : t('facilityProfile.brand.chooseLogo')}
              </Button>
            )}
          </FileButton>
        </Group>
        <Text size="xs" c={errors.logo ? 'red' : 'dimmed'} role={errors.logo ? 'alert' : undefined}>
          {errors.logo ?? t('facilityProfile.brand.logoHint')}
        </Text>
      </Stack>
      <Text size="sm" fw={500}>
        {t('facilityProfile.brand.headquarters')}
      </Text>
      <LocationPicker
        value={values.location}
        onChange={(location) => change({ location })}
        errors={{ countryId: errors.countryId, provinceId: errors.provinceId, districtId: errors.districtId, address: errors.address }}
        required
      />
      <Group gap="sm">
        <Button onClick={submit} loading={save.isPending}>
          {t('facilityProfile.brand.save')}
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
