import { Button, FileButton, Group, Image, MultiSelect, Stack, Switch, Text, TextInput } from '@mantine/core';
import { UPLOAD_PURPOSES, type TBusinessDetails } from '@opentrace/domain';
import { useMemo, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useUnsavedChanges } from '../../../components/unsaved-changes.tsx';
import { ApiError, errorMessage } from '../../../lib/api-client.ts';
import { toast } from '../../../lib/toast.ts';
import { uploadLogo, useBusinessDetails, useCommodities, useSaveBusinessDetails } from '../api/configuration-api.ts';
import type { TWizardStepProps } from '../../../lib/wizard.ts';
import { useFocusAfterLoading } from '../../../components/use-focus-after-loading.ts';

const LOGO_ACCEPT = UPLOAD_PURPOSES.logo.map((kind) => `image/${kind}`).join(',');

type TErrors = Partial<Record<'systemName' | 'logo' | 'selectedCommodities', string>>;

/** Step 1: system name, logo, location services and the commodities this installation trades. */
export default function ProfileStep({ locked, onFinished }: TWizardStepProps) {
  const details = useBusinessDetails();
  return details.data ? <ProfileForm details={details.data} locked={locked} onFinished={onFinished} /> : null;
}

function ProfileForm({ details, locked, onFinished }: Omit<TWizardStepProps, 'steps'> & { details: TBusinessDetails }) {
  const { t } = useTranslation();
  const commodities = useCommodities();
  const save = useSaveBusinessDetails();
  const [systemName, setSystemName] = useState(details.systemName);
  const [isGpsEnabled, setGpsEnabled] = useState(details.isGpsEnabled);
  const [selectedCommodities, setSelectedCommodities] = useState(details.selectedCommodities);
  const [logoBlobName, setLogoBlobName] = useState(details.logoBlobName);
  const [logoPreview, setLogoPreview] = useState<string | null>(details.logoUrl);
  const [uploading, setUploading] = useState(false);
  const fileButtonRef = useFocusAfterLoading(uploading);
  const [errors, setErrors] = useState<TErrors>({});
  const { markSaved } = useUnsavedChanges(
    useMemo(
      () => ({ systemName, isGpsEnabled, selectedCommodities, logoBlobName }),
      [systemName, isGpsEnabled, selectedCommodities, logoBlobName],
    ),
  );

  const chooseLogo = async (file: File | null) => {
    if (!file) return;
    setUploading(true);
    setErrors((current) => ({ ...current, logo: undefined }));
    try {
      setLogoBlobName(await uploadLogo(file));
      setLogoPreview(URL.createObjectURL(file));
    } catch (error) {
      setErrors((current) => ({ ...current, logo: errorMessage(error, t('errors.generic')) }));
    } finally {
      setUploading(false);
    }
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!systemName.trim()) {
      setErrors({ systemName: t('configuration.profile.systemNameRequired') });
      return;
    }
    save.mutate(
      { systemName: systemName.trim(), logoBlobName, isGpsEnabled, selectedCommodities },
      {
        onSuccess: () => {
          markSaved();
          toast.success(t('configuration.profile.saved'));
          onFinished();
        },
        onError: (error) => {
          if (error instanceof ApiError && error.fieldErrors.length > 0) {
            const next: TErrors = {};
            for (const field of error.fieldErrors) {
              if (field.path === 'systemName') next.systemName = field.message;
              else if (field.path === 'logoBlobName') next.logo = field.message;
              else if (field.path.startsWith('selectedCommodities')) next.selectedCommodities = field.message;
            }
            setErrors(next);
          } else {
            toast.error(errorMessage(error, t('errors.generic')));
          }
        },
      },
    );
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md" maw={640}>
        <TextInput
          label={t('configuration.profile.systemName')}
          description={t('configuration.profile.systemNameDescription')}
          required
          maxLength={255}
          value={systemName}
          error={errors.systemName}
          disabled={locked}
          onChange={(event) => {
            setSystemName(event.currentTarget.value);
            setErrors((current) => ({ ...current, systemName: undefined }));
          }}
        />
        <Stack gap={6}>
          <Text size="sm" fw={500}>
            {t('configuration.profile.logo')}
          </Text>
          <Group gap="md">
            {logoPreview ? <Image src={logoPreview} alt={t('configuration.profile.logoAlt')} h={56} w="auto" fit="contain" /> : null}
            <FileButton onChange={chooseLogo} accept={LOGO_ACCEPT} disabled={locked}>
              {(props) => (
                <Button {...props} ref={fileButtonRef} variant="default" loading={uploading} disabled={locked}>
                  {logoPreview ? t('configuration.profile.replaceLogo') : t('configuration.profile.chooseLogo')}
                </Button>
              )}
            </FileButton>
            {logoPreview && !locked ? (
              <Button
                variant="subtle"
                color="red"
                onClick={() => {
                  setLogoBlobName(null);
                  setLogoPreview(null);
                }}
              >
                {t('configuration.profile.removeLogo')}
              </Button>
            ) : null}
          </Group>
          <Text size="xs" c={errors.logo ? 'red' : 'dimmed'} role={errors.logo ? 'alert' : undefined}>
            {errors.logo ?? t('configuration.profile.logoHint')}
          </Text>
        </Stack>
        <Switch
          label={t('configuration.profile.gps')}
          description={t('configuration.profile.gpsDescription')}
          checked={isGpsEnabled}
          disabled={locked}
          onChange={(event) => setGpsEnabled(event.currentTarget.checked)}
        />
        <MultiSelect
          label={t('configuration.profile.commodities')}
          description={t('configuration.profile.commoditiesDescription')}
          data={(commodities.data ?? []).map((commodity) => commodity.name)}
          value={selectedCommodities}
          onChange={setSelectedCommodities}
          searchable
          clearable
          nothingFoundMessage={t('configuration.profile.noCommodity')}
          error={errors.selectedCommodities}
          disabled={locked}
        />
        {locked ? null : (
          <Group>
            <Button type="submit" loading={save.isPending}>
              {t('configuration.saveAndContinue')}
            </Button>
          </Group>
        )}
      </Stack>
    </form>
  );
}
