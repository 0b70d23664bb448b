export * from './audit-log.ts';
export * from './public-reports.ts';
export * from './reports.ts';
