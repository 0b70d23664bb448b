export { ConfigurationBundleService } from './bundle/bundle-import.ts';
export { readBusinessDetails } from './business-details.repository.ts';
export { BusinessDetailsService } from './business-details.service.ts';
export { configurationCompletedAt } from './configuration-state.ts';
export { configurationModule } from './configuration.module.ts';
export { RiskMethodService } from './risk-method.service.ts';
export { siteName } from './site-name.ts';
