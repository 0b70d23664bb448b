import { Button } from '@mantine/core';
import type { TRmiFacility } from '@opentrace/domain';
import { useTranslation } from 'react-i18next';
import { toastApiError } from '../../../lib/api-error-toast.ts';
import { toast } from '../../../lib/toast.ts';
import { useRmiLookup } from '../api/facilities-api.ts';

/** Looks the facility up in the RMI list by the ID typed, to fill in its RMI details. */
export function RmiLookupButton({ facilityId, onFound }: { facilityId: string; onFound(facility: TRmiFacility): void }) {
  const { t } = useTranslation();
  const lookup = useRmiLookup();
  const id = facilityId.trim();
  return (
    <Button
      variant="light"
      size="xs"
      disabled={id === ''}
      loading={lookup.isPending}
      style={{ alignSelf: 'flex-start' }}
      onClick={() =>
        lookup.mutate(id, {
          onSuccess: (facility) => {
            onFound(facility);
            toast.success(t('facilityProfile.rmi.found', { name: facility.facilityName }));
          },
          onError: toastApiError,
        })
      }
    >
      {t('facilityProfile.rmi.lookUp')}
    </Button>
  );
}
