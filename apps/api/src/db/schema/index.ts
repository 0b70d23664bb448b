export * from './access.ts';
export * from './configuration.ts';
export * from './indicators.ts';
export * from './platform.ts';
export * from './product-definitions.ts';
export * from './reference-data.ts';
export * from './risk-listings.ts';
export * from './questionnaires.ts';
export * from './role-attributes.ts';
export * from './supply-chain.ts';
// ── locations ──
export * from './known-places.ts';
// ── identifiers ──
export * from './identifiers.ts';
// ── partners ──
export * from './partners.ts';
// ── self-assessments and facility groups ──
export * from './self-assessments.ts';
// ── product activities ──
export * from './product-activities.ts';
