import { useCallback, useEffect, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useBlocker } from 'react-router';
import { ConfirmDialog } from './confirm-dialog.tsx';

/**
 * Each mounted form's answer to "has it changed since it opened or was last saved?". A router
 * supports one blocker at a time, and one screen may hold several forms, so the forms register here
 * and a single prompt asks them all.
 */
const forms = new Map<string, { changed: () => boolean; markSaved: () => void }>();

function hasUnsavedChanges(): boolean {
  return [...forms.values()].some((form) => form.changed());
}

/**
 * Tracks a form's values (a new object on every change, as React state gives) and warns before the
 * person leaves with changes not saved. Call `markSaved` once a save succeeds, before moving on.
 */
export function useUnsavedChanges(values: unknown): { markSaved: () => void } {
  const id = useId();
  const current = useRef(values);
  const saved = useRef(values);
  useEffect(() => {
    current.current = values;
  }, [values]);
  const markSaved = useCallback(() => {
    saved.current = current.current;
  }, []);
  useEffect(() => {
    forms.set(id, { changed: () => current.current !== saved.current, markSaved });
    return () => {
      forms.delete(id);
    };
  }, [id, markSaved]);
  return { markSaved };
}

/** For a flow that leaves the screen as soon as its save succeeded: what was typed is now saved. */
export function forgetUnsavedChanges(): void {
  for (const form of forms.values()) form.markSaved();
}

/**
 * Asks before leaving a screen whose forms have unsaved changes: a dialog for moves inside the app,
 * the browser's own question for a reload, a closed tab or another site.
 */
export function UnsavedChangesPrompt() {
  const { t } = useTranslation();
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) => currentLocation.pathname !== nextLocation.pathname && hasUnsavedChanges(),
  );

  useEffect(() => {
    const warn = (event: BeforeUnloadEvent) => {
      if (hasUnsavedChanges()) event.preventDefault();
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, []);

  const leave = () => {
    forgetUnsavedChanges();
    blocker.proceed?.();
  };

  return (
    <ConfirmDialog
      opened={blocker.state === 'blocked'}
      title={t('unsavedChanges.title')}
      body={t('unsavedChanges.body')}
      confirmLabel={t('unsavedChanges.leave')}
      destructive
      onConfirm={leave}
      onClose={() => blocker.reset?.()}
    />
  );
}
