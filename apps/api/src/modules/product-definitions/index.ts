export { findAttributes, findDefinitions, retireAllDefinitions } from './product-definitions.repository.ts';
export { productDefinitionsModule } from './product-definitions.module.ts';
export { ProductDefinitionsService } from './product-definitions.service.ts';
