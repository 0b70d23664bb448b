import { Fieldset, Stack } from '@mantine/core';
import type { ReactNode } from 'react';

/** A titled group of an activity form's fields. */
export function FormSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Fieldset legend={title} radius="md">
      <Stack gap="md">{children}</Stack>
    </Fieldset>
  );
}
