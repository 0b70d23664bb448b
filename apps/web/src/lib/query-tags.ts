import type { QueryClient, QueryKey } from '@tanstack/react-query';

/**
 * The kinds of server data one change can make stale across features. A query names the kinds it
 * shows inside its key; a mutation names the kinds it changes, and only those queries are re-read.
 */
export type TQueryTag = 'stock' | 'histories' | 'overview' | 'qr-codes' | 'configuration' | 'orders' | 'jobs';

type TTagMark = { readonly tags: readonly TQueryTag[] };

/**
 * The key part that carries a query's tags: `[...featureKeys.all, 'histories', tagged('histories'), query]`.
 * An object, so a tag never matches a key's own words by chance.
 */
export function tagged(...tags: TQueryTag[]): TTagMark {
  return { tags };
}

const isTagMark = (part: unknown): part is TTagMark =>
  typeof part === 'object' && part !== null && Array.isArray((part as Partial<TTagMark>).tags);

/** Every tag a key carries, wherever its marks stand. */
export function tagsOf(key: QueryKey): TQueryTag[] {
  return key.filter(isTagMark).flatMap((mark) => mark.tags);
}

/** Marks stale the queries that carry any of `tags`; the screens showing them re-read at once. */
export function invalidateTags(client: QueryClient, tags: readonly TQueryTag[]): Promise<void> {
  return client.invalidateQueries({ predicate: (query) => tagsOf(query.queryKey).some((tag) => tags.includes(tag)) });
}
