export * from './assessment.ts';
export * from './combine.ts';
export * from './items.ts';
export * from './levels.ts';
export * from './sources.ts';
export * from './views.ts';
export * from './jobs.ts';
