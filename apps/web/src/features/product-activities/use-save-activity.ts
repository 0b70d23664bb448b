import type { TActivityReceipt } from '@opentrace/domain';
import { useTranslation } from 'react-i18next';
import { toast } from '../../lib/toast.ts';
import { hasMessages, type TFieldMessages } from './form-checks.ts';
import { placeServerErrors } from './server-errors.ts';
import { useFinishActivity } from './use-finish-activity.ts';

type TShow<TField extends string> = (fieldMessages: TFieldMessages<TField>, general?: string[]) => void;

/**
 * The save step of a one-part activity form (sale, transport, by-product): the client check's
 * messages shown, or the activity sent and confirmed, or the server's problems placed back beside
 * the fields they name.
 */
export function useSaveActivity<TField extends string>(show: TShow<TField>, serverPaths: Readonly<Record<string, TField>>) {
  const { t } = useTranslation();
  const finish = useFinishActivity();
  return async (found: TFieldMessages<TField>, send: () => Promise<TActivityReceipt>, confirmation: string) => {
    show(found);
    if (hasMessages(found)) {
      toast.error(t('productActivities.form.fixErrors'));
      return;
    }
    try {
      finish(await send(), confirmation);
    } catch (error) {
      const placed = placeServerErrors(error, serverPaths, t('errors.generic'));
      show(placed.byField, placed.other);
    }
  };
}
