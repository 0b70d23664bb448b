/** What app pages compose from this feature: a supplier's risk panels for the supplier detail page. */
export { SupplierRiskSection } from './components/supplier-risk-section.tsx';
