import { DEFAULT_PER_PAGE, type TQrCodeBatchState } from '@opentrace/domain';
import { useState } from 'react';
import { pageCount } from '../../lib/pagination.ts';
import { useQrCodeBatches } from './api/qr-codes-api.ts';

/**
 * One page of the batches in a state, and the page number. When deletions (here or by another
 * administrator) leave fewer pages than the one on screen, it steps back to the last page, during
 * render so that no empty page is ever drawn.
 */
export function useBatchList(status: TQrCodeBatchState) {
  const [page, setPage] = useState(1);
  const batches = useQrCodeBatches({ status, page, perPage: DEFAULT_PER_PAGE });
  const data = batches.data;
  const lastPage = data ? pageCount(data.total, data.perPage) : page;
  if (page > lastPage) setPage(lastPage);
  return { batches, page, setPage };
}
