export * from './roles.ts';
export * from './role-rules.ts';
export * from './role-attributes.ts';
