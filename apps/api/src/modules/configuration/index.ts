export { ConfigurationBundleService } from './bundle/bundle-import.ts';
export { configurationCompletedAt, readBusinessDetails, siteName } from './business-details.repository.ts';
export { BusinessDetailsService } from './business-details.service.ts';
export { configurationModule } from './configuration.module.ts';
