import { Stack } from '@mantine/core';
import type { ReactNode } from 'react';
import { FormActions } from './form-actions.tsx';
import { FormProblems } from './form-problems.tsx';

type TActivityFormShellProps = {
  /** Runs the form's check and save; the browser's own validation and page reload stay out of it. */
  onSubmit: () => Promise<void>;
  /** What the server refused that no field shows. */
  problems: readonly string[];
  submitLabel: string;
  submitting: boolean;
  maxWidth?: number;
  /** The form's sections. */
  children: ReactNode;
};

/** What every activity form is made of: its sections, then the server's problems, then save and cancel. */
export function ActivityFormShell({ onSubmit, problems, submitLabel, submitting, maxWidth = 960, children }: TActivityFormShellProps) {
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        void onSubmit();
      }}
      noValidate
    >
      <Stack gap="lg" maw={maxWidth}>
        {children}
        <FormProblems problems={problems} />
        <FormActions submitLabel={submitLabel} submitting={submitting} />
      </Stack>
    </form>
  );
}
