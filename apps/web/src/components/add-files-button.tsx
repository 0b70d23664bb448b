import { Button, FileButton } from '@mantine/core';
import type { Ref } from 'react';
import { useFocusAfterLoading } from './use-focus-after-loading.ts';

type TAddFilesButtonProps = {
  label: string;
  accept: string;
  onChange: (files: File[]) => void;
  /** True while the chosen files upload; the focus comes back to the button when they are done. */
  uploading: boolean;
  /** Lets the caller clear the browser's choice, so the same file can be chosen again after a refusal. */
  resetRef?: Ref<() => void>;
};

/** A small button that opens the file chooser for several files at once. */
export function AddFilesButton({ label, accept, onChange, uploading, resetRef }: TAddFilesButtonProps) {
  const buttonRef = useFocusAfterLoading(uploading);
  return (
    <FileButton multiple accept={accept} onChange={onChange} resetRef={resetRef}>
      {(props) => (
        <Button {...props} ref={buttonRef} variant="default" size="xs" loading={uploading} style={{ alignSelf: 'flex-start' }}>
          {label}
        </Button>
      )}
    </FileButton>
  );
}
