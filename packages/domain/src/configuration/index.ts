export * from './configuration.ts';
export * from './bundle.ts';
