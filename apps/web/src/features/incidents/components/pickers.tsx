import type { TAssigneeCandidate } from '@opentrace/domain';
import { useTranslation } from 'react-i18next';
import { useAssigneeCandidates, useFacilityCandidates, type TFacilityCandidate } from '../api/incidents-api.ts';
import { RemoteSearchSelect } from '../../../components/remote-search-select.tsx';

type TNamed = { id: string; name: string };

type TPickerProps<TItem> = {
  label: string;
  description?: string;
  value: TNamed | null;
  error?: string;
  required?: boolean;
  w?: number;
  onChange: (item: TItem | null) => void;
};

/** A registered producer facility, found by its name, OS ID or registration number; shown with its role and places. */
export function FacilityPicker(props: TPickerProps<TFacilityCandidate>) {
  const { t } = useTranslation();
  return (
    <RemoteSearchSelect
      {...props}
      required={props.required ?? false}
      messages={{
        placeholder: t('incidents.facilityPicker.placeholder'),
        clear: t('incidents.facilityPicker.clear'),
        failed: t('incidents.facilityPicker.failed'),
        searching: t('incidents.facilityPicker.searching'),
        noMatches: t('incidents.facilityPicker.noMatches'),
        none: t('incidents.facilityPicker.none'),
      }}
      useResults={useFacilityCandidates}
      describe={(facility) =>
        [
          facility.roleName,
          [facility.districtName, facility.provinceName, facility.countryName].filter(Boolean).join(', '),
          facility.osId ? t('incidents.facilityPicker.osId', { osId: facility.osId }) : null,
        ]
          .filter(Boolean)
          .join(' · ')
      }
    />
  );
}

/**
 * An assessor or API user who may take the report, with how many new reports already wait for them,
 * so the work goes to whoever has room.
 */
export function AssigneePicker(props: TPickerProps<TAssigneeCandidate>) {
  const { t } = useTranslation();
  return (
    <RemoteSearchSelect
      {...props}
      required={props.required ?? false}
      messages={{
        placeholder: t('incidents.assigneePicker.placeholder'),
        clear: t('incidents.assigneePicker.clear'),
        failed: t('incidents.assigneePicker.failed'),
        searching: t('incidents.assigneePicker.searching'),
        noMatches: t('incidents.assigneePicker.noMatches'),
        none: t('incidents.assigneePicker.none'),
      }}
      useResults={useAssigneeCandidates}
      describe={(person) =>
        [person.roleName, person.organisationName, t('incidents.assigneePicker.waiting', { count: person.newReportCount })]
          .filter(Boolean)
          .join(' · ')
      }
    />
  );
}
