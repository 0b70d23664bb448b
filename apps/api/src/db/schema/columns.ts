import { timestamp } from 'drizzle-orm/pg-core';

/** Every moment is stored with its time zone (ARCHITECTURE.md §8.10). */
export const moment = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

export const createdAt = () => moment('created_at').notNull().defaultNow();
export const updatedAt = () => moment('updated_at').notNull().defaultNow();
export const deletedAt = () => moment('deleted_at');
