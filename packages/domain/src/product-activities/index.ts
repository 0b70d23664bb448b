export * from './units.ts';
export * from './product-ids.ts';
export * from './activity-windows.ts';
export * from './product-values.ts';
export * from './activities.ts';
export * from './overview.ts';
export * from './labelled-products.ts';
