export * from './questionnaires.ts';
export * from './routing.ts';
