export * from './translated-name.ts';
export * from './locations.ts';
export * from './facility-lookups.ts';
