import type { TActivityReceipt } from '@opentrace/domain';
import { useNavigate } from 'react-router';
import { forgetUnsavedChanges } from '../../components/unsaved-changes.tsx';
import { toast } from '../../lib/toast.ts';

/**
 * After a saved activity: the confirmation, the server's notices (repeated IDs it ignored), and back
 * to the product activities. Called once the save resolved, since the form is gone right after.
 */
export function useFinishActivity() {
  const navigate = useNavigate();
  return (receipt: TActivityReceipt, confirmation: string) => {
    forgetUnsavedChanges();
    toast.success(confirmation);
    for (const notice of receipt.notices) toast.info(notice);
    void navigate('/homepage');
  };
}
