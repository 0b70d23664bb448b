import { Badge } from '@mantine/core';
import type { TDnaTestResult } from '@opentrace/domain';
import { useTranslation } from 'react-i18next';
import { RESULT_COLOURS } from '../model/dna-test-detail.ts';

/** Passed or failed, as the server decided it from the records. */
export function DnaResultBadge({ result }: { result: TDnaTestResult }) {
  const { t } = useTranslation();
  return (
    <Badge variant="light" color={RESULT_COLOURS[result]} radius="sm" tt="none" miw="max-content">
      {t(`dnaTests.results.${result}`)}
    </Badge>
  );
}
