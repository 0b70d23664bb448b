import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { toastApiError } from '../../../lib/api-error-toast.ts';
import { toast } from '../../../lib/toast.ts';
import { useDeleteOrder } from '../api/orders-api.ts';

type TDeleteOrderDialogProps = {
  opened: boolean;
  /** Kept while the dialog fades out, so its text does not flash empty. */
  order: { id: string; purchaseOrderNumber: string } | null;
  onClose: () => void;
  onDeleted?: () => void;
};

/** Asks before deleting an order, which takes its order suppliers and its trace with it. */
export function DeleteOrderDialog({ opened, order, onClose, onDeleted }: TDeleteOrderDialogProps) {
  const { t } = useTranslation();
  const remove = useDeleteOrder();
  const number = order?.purchaseOrderNumber ?? '';

  const confirm = () => {
    if (!order) return;
    remove.mutate(order.id, {
      onSuccess: () => {
        toast.success(t('orders.delete.done', { number }));
        onClose();
        onDeleted?.();
      },
      onError: (error) => {
        toastApiError(error);
        onClose();
      },
    });
  };

  return (
    <ConfirmDialog
      opened={opened}
      title={t('orders.delete.title', { number })}
      body={t('orders.delete.body', { number })}
      confirmLabel={t('orders.actions.delete')}
      destructive
      loading={remove.isPending}
      onConfirm={confirm}
      onClose={onClose}
    />
  );
}
