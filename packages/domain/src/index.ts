export * from './constants.ts';
export * from './errors.ts';
export * from './format.ts';
export * from './languages.ts';
export * from './messages/index.ts';
export * from './pagination.ts';
