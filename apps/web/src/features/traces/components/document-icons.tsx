import { Group, Tooltip } from '@mantine/core';
import type { TTraceRecord } from '@opentrace/domain';
import { useTranslation } from 'react-i18next';
import { icon } from '../../../components/icons.tsx';

/** Line icons on the app's 24-unit grid, for the four kinds of document a trace row may offer. */
const GLYPHS = {
  hasProof: icon(
    <>
      <path d="M7 3h7l4 4v14H7V3Z" />
      <path d="M14 3v4h4M10 14l2 2 3.5-4" />
    </>,
  ),
  hasInvoice: icon(
    <>
      <path d="M6 3h12v18l-3-2-3 2-3-2-3 2V3Z" />
      <path d="M9 8h6M9 12h6M9 16h3" />
    </>,
  ),
  hasPackingList: icon(
    <>
      <path d="M4 8l8-4 8 4v8l-8 4-8-4V8Z" />
      <path d="M4 8l8 4 8-4M12 12v8" />
    </>,
  ),
  hasCertification: icon(
    <>
      <circle cx="12" cy="9" r="5" />
      <path d="M9 13.5 7.5 21l4.5-2.5 4.5 2.5-1.5-7.5" />
    </>,
  ),
} as const;

const KINDS = ['hasProof', 'hasInvoice', 'hasPackingList', 'hasCertification'] as const;

/** The documents a row holds, each named for screen readers and on hover; the row's numbers stand beside them in text. */
export function DocumentIcons({ record }: { record: TTraceRecord }) {
  const { t } = useTranslation();
  const held = KINDS.filter((kind) => record[kind]);
  if (held.length === 0) return null;
  return (
    <Group gap={6} wrap="nowrap" component="ul" m={0} p={0} style={{ listStyle: 'none' }} aria-label={t('traces.documents.held')}>
      {held.map((kind) => {
        const Glyph = GLYPHS[kind];
        return (
          <li key={kind} style={{ display: 'flex' }}>
            <Tooltip label={t(`traces.documents.kinds.${kind}`)} withArrow>
              <span role="img" aria-label={t(`traces.documents.kinds.${kind}`)} style={{ display: 'flex' }}>
                <Glyph size={18} />
              </span>
            </Tooltip>
          </li>
        );
      })}
    </Group>
  );
}
