export * from './access.ts';
export * from './configuration.ts';
export * from './indicators.ts';
export * from './platform.ts';
export * from './products.ts';
export * from './reference.ts';
export * from './risk-listings.ts';
export * from './saqs.ts';
export * from './role-attributes.ts';
export * from './supply-chain.ts';
// ── locations ──
export * from './locations.ts';
// ── identifiers ──
export * from './identifiers.ts';
// ── partners ──
export * from './partners.ts';
// ── self-assessments and facility groups ──
export * from './self-assessments.ts';
// ── product activities ──
export * from './product-activities.ts';
