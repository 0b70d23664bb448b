import { Badge } from '@mantine/core';
import type { TPublicReportStatus } from '@opentrace/domain';
import { useTranslation } from 'react-i18next';

const COLOURS: Record<TPublicReportStatus, string> = { NEW: 'blue', IN_REVIEW: 'yellow', ACCEPTED: 'green', CLOSED: 'gray' };

/** Where a public report stands, in words and a colour that never carries the meaning alone. */
export function PublicStatusBadge({ status }: { status: TPublicReportStatus }) {
  const { t } = useTranslation();
  return (
    <Badge color={COLOURS[status]} variant="light" data-testid="case-status">
      {t(`publicReports.status.${status}`)}
    </Badge>
  );
}
