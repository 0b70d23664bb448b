export * from './access.ts';
export * from './configuration.ts';
export * from './indicators.ts';
export * from './platform.ts';
export * from './products.ts';
export * from './reference.ts';
