import { Button, Group, Select, Stack, TextInput } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toastApiError } from '../lib/api-error-toast.ts';
import { currentPosition } from '../lib/current-position.ts';
import { useAllCountries, useDistricts, useGpsStatus, useProvinces, useResolveAddress } from '../lib/locations-api.ts';
import { toast } from '../lib/toast.ts';
import { IconCurrentLocation } from './icons.tsx';
import {
  chooseCountry,
  chooseDistrict,
  chooseProvince,
  fillFromResolvedAddress,
  locationFilter,
  locationOptions,
  type TLocationValue,
  visibleLevels,
  withDefaultCountry,
} from './location-picker-state.ts';

export type TLocationErrors = Partial<Record<keyof TLocationValue, string>>;

type TLocationPickerProps = {
  value: TLocationValue;
  onChange(value: TLocationValue): void;
  /** Messages beside each field, such as the API's field errors. */
  errors?: TLocationErrors;
  required?: boolean;
  disabled?: boolean;
  /** Whether the street address is part of this location (a district-level answer has none). */
  withAddress?: boolean;
  /** Whether an empty picker starts on the default country; an optional location stays empty until chosen. */
  startWithDefaultCountry?: boolean;
  /** Called with the device's position when "Use my location" found it, for forms that keep the point. */
  onPositionFound?(point: { latitude: number; longitude: number }): void;
};

/**
 * Country → province → district with the street address, for every profile that records where
 * an organisation is. Pakistan is chosen to start with; choosing Other leaves only the address.
 * When location services are on, "Use my location" fills the fields from the device's position.
 */
export function LocationPicker({
  value,
  onChange,
  errors = {},
  required = false,
  disabled = false,
  withAddress = true,
  startWithDefaultCountry = true,
  onPositionFound,
}: TLocationPickerProps) {
  const { t } = useTranslation();
  const countries = useAllCountries();
  const provinces = useProvinces(value.countryId);
  const districts = useDistricts(value.provinceId);
  const gpsEnabled = useGpsStatus().data === true;
  const resolveAddress = useResolveAddress();
  const [locating, setLocating] = useState(false);
  const levels = visibleLevels(value);
  // Finding the device and its address takes a while; the answer must fill what the form holds by then.
  const latestValue = useRef(value);
  useEffect(() => {
    latestValue.current = value;
  });

  useEffect(() => {
    if (!startWithDefaultCountry || value.countryId !== null || !countries.data) return;
    const started = withDefaultCountry(value, countries.data);
    if (started !== value) onChange(started);
  }, [startWithDefaultCountry, countries.data, value, onChange]);

  const fillFromDevicePosition = async () => {
    setLocating(true);
    let position;
    try {
      position = await currentPosition(navigator.geolocation);
    } catch {
      toast.error(t('locationPicker.unableToGetLocation'));
      return;
    } finally {
      setLocating(false);
    }
    resolveAddress.mutate(position, {
      onSuccess: (resolved) => {
        onPositionFound?.(position);
        onChange(fillFromResolvedAddress(latestValue.current, resolved));
        if (resolved.source === 'nearestKnownPlace') {
          toast.info(t('locationPicker.approximate', { distance: resolved.distanceKm ?? 0 }));
        }
      },
      onError: toastApiError,
    });
  };

  const selectProps = { searchable: true, required, disabled, nothingFoundMessage: t('locationPicker.nothingFound'), allowDeselect: false };

  return (
    <Stack gap="sm">
      <Group grow align="flex-start" wrap="wrap">
        <Select
          {...selectProps}
          label={t('locationPicker.country')}
          placeholder={t('locationPicker.chooseCountry')}
          data={locationOptions(countries.data ?? [])}
          filter={locationFilter(countries.data ?? [])}
          value={value.countryId}
          error={errors.countryId}
          onChange={(countryId) => onChange(chooseCountry(value, countryId))}
        />
        {levels.province ? (
          <Select
            {...selectProps}
            label={t('locationPicker.province')}
            placeholder={t('locationPicker.chooseProvince')}
            data={locationOptions(provinces.data ?? [])}
            filter={locationFilter(provinces.data ?? [])}
            value={value.provinceId}
            error={errors.provinceId}
            onChange={(provinceId) => onChange(chooseProvince(value, provinceId))}
          />
        ) : null}
        {levels.district ? (
          <Select
            {...selectProps}
            label={t('locationPicker.district')}
            placeholder={t('locationPicker.chooseDistrict')}
            data={locationOptions(districts.data ?? [])}
            filter={locationFilter(districts.data ?? [])}
            value={value.districtId}
            error={errors.districtId}
            onChange={(districtId) => onChange(chooseDistrict(value, districtId))}
          />
        ) : null}
      </Group>
      {withAddress ? (
        <TextInput
          label={t('locationPicker.address')}
          required={required}
          disabled={disabled}
          value={value.address}
          error={errors.address}
          onChange={(event) => onChange({ ...value, address: event.currentTarget.value })}
        />
      ) : null}
      {gpsEnabled && !disabled ? (
        <Group>
          <Button
            variant="default"
            size="xs"
            leftSection={<IconCurrentLocation size={16} />}
            loading={locating || resolveAddress.isPending}
            onClick={() => void fillFromDevicePosition()}
          >
            {t('locationPicker.useMyLocation')}
          </Button>
        </Group>
      ) : null}
    </Stack>
  );
}
