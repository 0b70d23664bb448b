import { Badge } from '@mantine/core';
import type { TQrCodeStatusName } from '@opentrace/domain';
import { useTranslation } from 'react-i18next';
import { STATUS_COLORS } from '../qr-code-display.ts';

export function QrCodeStatusBadge({ status }: { status: TQrCodeStatusName }) {
  const { t } = useTranslation();
  return (
    <Badge color={STATUS_COLORS[status]} variant="light" radius="sm" tt="none" fw={600}>
      {t(`qrCodes.status.${status}`)}
    </Badge>
  );
}
