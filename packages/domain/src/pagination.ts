import { z } from 'zod';

export const DEFAULT_PER_PAGE = 20;
export const MAX_PER_PAGE = 100;

const ZSort = z
  .string()
  .regex(/^[A-Za-z][A-Za-z0-9_.]*:(asc|desc)$/i, 'Use field:asc or field:desc')
  .transform((value) => {
    const [field, direction] = value.split(':') as [string, string];
    return { field, direction: direction.toLowerCase() as 'asc' | 'desc' };
  });

export const ZPageQuery = z.object({
  page: z.coerce.number().int().min(1).default(1),
  perPage: z.coerce.number().int().min(1).max(MAX_PER_PAGE).default(DEFAULT_PER_PAGE),
  sort: ZSort.optional(),
});
export type TPageQuery = z.infer<typeof ZPageQuery>;

export function pageOf<T extends z.ZodType>(item: T) {
  return z.object({
    items: z.array(item),
    total: z.number().int(),
    page: z.number().int(),
    perPage: z.number().int(),
  });
}
