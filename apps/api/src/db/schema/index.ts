// One file per module that owns tables; access.ts holds users, roles and sessions (users, roles, auth).
export * from './access.ts';
export * from './audit-log.ts';
export * from './configuration.ts';
export * from './files.ts';
export * from './identifiers.ts';
export * from './indicators.ts';
export * from './known-places.ts';
export * from './notifications.ts';
export * from './partners.ts';
export * from './product-activities.ts';
export * from './product-definitions.ts';
export * from './questionnaires.ts';
export * from './reference-data.ts';
export * from './risk-listings.ts';
export * from './role-attributes.ts';
export * from './self-assessments.ts';
export * from './supply-chain.ts';
