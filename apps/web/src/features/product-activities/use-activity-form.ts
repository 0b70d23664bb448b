import type { TActivityReceipt } from '@opentrace/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useUnsavedChanges } from '../../components/unsaved-changes.tsx';
import { toast } from '../../lib/toast.ts';
import { checkPasses, type TActivityCheck, type TFieldMessages } from './form-checks.ts';
import { placeServerErrors, type TRowErrors, type TRowsSent } from './server-errors.ts';
import { useCheckContext } from './use-check-context.ts';
import { useFinishActivity } from './use-finish-activity.ts';

type TActivityFormSetup<TValues, TField extends string> = {
  initial: () => TValues;
  /** The API's body paths each field answers, to place the server's messages beside them. */
  paths: Readonly<Record<string, TField>>;
  /** Each field in words, lower case, as messages name it. */
  names: Readonly<Record<TField, string>>;
};

/**
 * What every activity form keeps and does: its values, the messages beside its fields (and its
 * product rows, where it has them), the general problems the server named, and the save. Changing a
 * field takes its message away, leaving the others in view. Leaving with changes not saved asks first.
 */
export function useActivityForm<TValues, TField extends string>({ initial, paths, names }: TActivityFormSetup<TValues, TField>) {
  const { t } = useTranslation();
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<TFieldMessages<TField>>({});
  const [rowErrors, setRowErrors] = useState<TRowErrors[]>([]);
  const [problems, setProblems] = useState<string[]>([]);
  useUnsavedChanges(values);
  const checkContext = useCheckContext(names);
  const finish = useFinishActivity();

  const update = (change: (current: TValues) => TValues, ...cleared: TField[]) => {
    setValues(change);
    if (cleared.length === 0) return;
    setErrors((current) => {
      const kept: TFieldMessages<TField> = { ...current };
      for (const field of cleared) delete kept[field];
      return kept;
    });
  };

  /** The change handler of one value, taking away the messages of the fields it answers. */
  const set =
    <TKey extends keyof TValues>(key: TKey, ...cleared: TField[]) =>
    (value: TValues[TKey]) =>
      update((current) => ({ ...current, [key]: value }), ...cleared);

  /** One value's input props (value, message, change handler); `also` names further messages its change answers. */
  const bind = <TKey extends keyof TValues>(key: TKey, field: TField, ...also: TField[]) => ({
    value: values[key],
    error: errors[field],
    onChange: set(key, field, ...also),
  });

  /** Shows a check's or the server's messages, replacing what was shown. */
  const show = (fieldMessages: TFieldMessages<TField>, general: string[], rows: readonly TRowErrors[]) => {
    setErrors(fieldMessages);
    setProblems(general);
    setRowErrors([...rows]);
  };

  /**
   * The client check's messages shown, or the activity sent and confirmed, or the server's problems
   * placed back beside the fields and rows they name (`rowsSent`: the rows as the body holds them).
   */
  const save = async (
    check: TActivityCheck<TField>,
    send: () => Promise<TActivityReceipt>,
    confirmation: string | ((receipt: TActivityReceipt) => string),
    rowsSent?: TRowsSent,
  ) => {
    show(check.errors, [], check.rows ?? []);
    if (!checkPasses(check)) {
      toast.error(t('productActivities.form.fixErrors'));
      return;
    }
    try {
      const receipt = await send();
      finish(receipt, typeof confirmation === 'string' ? confirmation : confirmation(receipt));
    } catch (error) {
      const placed = placeServerErrors(error, paths, t('errors.generic'), rowsSent);
      show(placed.byField, placed.other, placed.rows);
    }
  };

  return { values, errors, rowErrors, setRowErrors, problems, update, bind, checkContext, save };
}
