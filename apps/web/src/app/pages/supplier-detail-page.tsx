import { BRAND_PLANS_PATH, PLANS_ACCESS } from '../../features/improvement-plans/access.ts';
import { INCIDENTS_ACCESS } from '../../features/incidents/access.ts';
import { SupplierRiskSection } from '../../features/risk/index.ts';
import { SupplierDetailPage } from '../../features/suppliers/pages/supplier-detail-page.tsx';
import { decideAccess } from '../../lib/guards.ts';
import { useSession } from '../../lib/use-session.ts';

const reportPath = (reportId: string) => `/grievance-reports/${encodeURIComponent(reportId)}`;

/** The assign form with the supplier and the issue chosen; the name shows while the form finds the supplier. */
const assignPlanPathFor = (supplier: { id: string; name: string }) => (subIndicatorId: string) =>
  `${BRAND_PLANS_PATH}/new?${new URLSearchParams({ facilityId: supplier.id, subIndicatorId, facilityName: supplier.name }).toString()}`;

/**
 * /brand-suppliers/:id: the supplier's detail with its risk (issue 21), composed here because the
 * suppliers feature may not import the risk feature. A risk item's report opens only for readers the
 * report screens admit, and a sub-indicator offers an improvement plan only to those who may assign one.
 * Keyed by supplier, so moving to a partner's page starts with its own filters and never shows the
 * previous supplier's risk while the next one loads.
 */
export function SupplierDetailWithRiskPage() {
  const user = useSession()?.user ?? null;
  const opensReports = decideAccess(user, INCIDENTS_ACCESS.grievanceReports) === 'allow';
  const assignsPlans = decideAccess(user, PLANS_ACCESS.brandAssign) === 'allow';
  return (
    <SupplierDetailPage
      riskSection={(supplier) => (
        <SupplierRiskSection
          key={supplier.id}
          facilityId={supplier.id}
          facilityName={supplier.name}
          reportPath={opensReports ? reportPath : null}
          assignPlanPath={assignsPlans ? assignPlanPathFor(supplier) : null}
        />
      )}
    />
  );
}
