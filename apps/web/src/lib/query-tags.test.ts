import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { invalidateTags, tagged, tagsOf } from './query-tags.ts';

describe('query tags', () => {
  it('reads the tags a key carries, wherever they stand', () => {
    expect(tagsOf(['activity-overview', 'histories', tagged('histories'), { page: 1 }])).toEqual(['histories']);
    expect(tagsOf(['products', tagged('configuration'), 'definitions'])).toEqual(['configuration']);
    expect(tagsOf(['users', 'list', { tags: 'not a mark' }])).toEqual([]);
  });

  it('marks stale only the queries that carry one of the tags', async () => {
    const client = new QueryClient();
    const keys = {
      histories: ['activity-overview', 'histories', tagged('histories'), { page: 1 }],
      stock: ['product-activities', 'by-product-stock', tagged('stock'), '2026-01-01'],
      configuration: ['products', tagged('configuration'), 'definitions'],
      untagged: ['users', 'me'],
    };
    for (const key of Object.values(keys)) client.setQueryData(key, 'cached');
    await invalidateTags(client, ['histories', 'stock']);
    const stale = Object.entries(keys)
      .filter(([, key]) => client.getQueryState(key)?.isInvalidated)
      .map(([name]) => name);
    expect(stale).toEqual(['histories', 'stock']);
  });
});
