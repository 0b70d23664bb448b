import type { TOpenSupplyHubStepProps } from '../../features/profiles/components/facility-profile-form.tsx';
import { OpenSupplyHubFlow } from '../../features/identifiers/components/open-supply-hub-flow.tsx';

/** The identifiers feature's Open Supply Hub flow, placed in the profile form's Open Supply Hub section. */
export function openSupplyHubStep({ registration, initialOarId, onResolved }: TOpenSupplyHubStepProps) {
  return <OpenSupplyHubFlow registration={registration} initialOarId={initialOarId} onResolved={onResolved} />;
}
