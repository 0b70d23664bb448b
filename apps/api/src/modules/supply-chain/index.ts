export {
  clearSupplyChainMap,
  findCalculatedFields,
  findLines,
  findNodeMetadata,
  isProductDefinitionUsedOnMap,
} from './supply-chain.repository.ts';
export { supplyChainModule } from './supply-chain.module.ts';
export { SupplyChainService, removeRoleFromMap } from './supply-chain.service.ts';
