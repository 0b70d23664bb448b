export { ProductDefinitionTranslationsService } from './product-definition-translations.service.ts';
export { findAttributes, findDefinitions } from './product-definitions.repository.ts';
export { productDefinitionsModule } from './product-definitions.module.ts';
export { ProductDefinitionsService } from './product-definitions.service.ts';
