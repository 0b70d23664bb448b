import { useState } from 'react';
import { useUnsavedChanges } from '../../components/unsaved-changes.tsx';
import type { TFieldMessages } from './form-checks.ts';

/**
 * The state every activity form keeps: its values, the messages beside its fields, and the general
 * problems the server named. Changing a field takes its message away, leaving the others in view.
 * Leaving with changes not saved asks first.
 */
export function useActivityForm<TValues, TField extends string>(initial: () => TValues) {
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<TFieldMessages<TField>>({});
  const [problems, setProblems] = useState<string[]>([]);
  useUnsavedChanges(values);

  const update = (change: (current: TValues) => TValues, ...cleared: TField[]) => {
    setValues(change);
    if (cleared.length === 0) return;
    setErrors((current) => {
      const kept: TFieldMessages<TField> = { ...current };
      for (const field of cleared) delete kept[field];
      return kept;
    });
  };

  /** Shows a check's or the server's messages, replacing what was shown. */
  const show = (fieldMessages: TFieldMessages<TField>, general: string[] = []) => {
    setErrors(fieldMessages);
    setProblems(general);
  };

  return { values, errors, problems, update, show };
}
