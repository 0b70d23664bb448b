import { Alert, Button, Fieldset, Group, NumberInput, TextInput } from '@mantine/core';
import { parseLanguage, type TRole } from '@opentrace/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError, errorMessage } from '../../../lib/api-client.ts';
import { splitFieldErrors } from '../../../lib/field-errors.ts';
import { toast } from '../../../lib/toast.ts';
import { useSaveRole } from '../api/role-setup-api.ts';
import { SEASON_FIELDS, seasonInput, seasonProblems, type TSeasonField, type TSeasonValues } from '../role-form.ts';

/** One raw-material extractor's season start date and duration, edited in place and saved with the role. */
export function SeasonRow({ role, locked }: { role: TRole; locked: boolean }) {
  const { t, i18n } = useTranslation();
  const save = useSaveRole();
  const [season, setSeason] = useState<TSeasonValues>({ seasonStartDate: role.seasonStartDate ?? '', seasonDuration: role.seasonDuration });
  const [errors, setErrors] = useState<Partial<Record<TSeasonField, string>>>({});
  const [problem, setProblem] = useState<string | null>(null);
  const changed = season.seasonStartDate.trim() !== (role.seasonStartDate ?? '') || season.seasonDuration !== role.seasonDuration;
  const labels = { seasonStartDate: t('roleSetup.fields.seasonStartDate'), seasonDuration: t('roleSetup.fields.seasonDuration') };

  const change = (patch: Partial<TSeasonValues>) => {
    setSeason((current) => ({ ...current, ...patch }));
    setErrors({});
    setProblem(null);
  };

  const submit = () => {
    const found = seasonProblems(role, season, parseLanguage(i18n.language), labels);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    save.mutate(
      { id: role.id, input: seasonInput(role, season) },
      {
        onSuccess: () => toast.success(t('roleSetup.seasons.saved', { name: role.name })),
        onError: (error) => {
          const { byField, other } = splitFieldErrors(error instanceof ApiError ? error.fieldErrors : [], SEASON_FIELDS);
          setErrors(byField);
          setProblem(Object.keys(byField).length > 0 && other.length === 0 ? null : errorMessage(error, t('errors.generic')));
        },
      },
    );
  };

  return (
    <Fieldset legend={role.name} variant="filled">
      <Group align="flex-start" wrap="wrap">
        <TextInput
          label={labels.seasonStartDate}
          description={t('roleSetup.dateFormat')}
          placeholder="DD/MM/YYYY"
          withAsterisk
          value={season.seasonStartDate}
          error={errors.seasonStartDate}
          disabled={locked}
          onChange={(event) => change({ seasonStartDate: event.currentTarget.value })}
        />
        <NumberInput
          label={labels.seasonDuration}
          description={t('roleSetup.months')}
          withAsterisk
          min={1}
          max={12}
          allowDecimal={false}
          value={season.seasonDuration ?? ''}
          error={errors.seasonDuration}
          disabled={locked}
          onChange={(value) => change({ seasonDuration: typeof value === 'number' ? value : null })}
        />
      </Group>
      {locked ? null : (
        <Button mt="sm" size="xs" variant="default" disabled={!changed} loading={save.isPending} onClick={submit}>
          {t('roleSetup.seasons.save')}
        </Button>
      )}
      {problem ? (
        <Alert color="red" mt="sm">
          {problem}
        </Alert>
      ) : null}
    </Fieldset>
  );
}
