export * from './supply-chain.ts';
export * from './map.ts';
