import { identityFieldOf, type TDerivedProfileField, type TFacilityProfileAttribute, type TIdentifierSystem } from '@opentrace/domain';

/** The organisation field an attribute provides, recognised by its untranslated name. */
export function identityOf(attribute: TFacilityProfileAttribute): TDerivedProfileField | null {
  return identityFieldOf({ identifierSystem: attribute.identifierSystem, name: attribute.baseName, category: attribute.category });
}

/** The organisation fields the role's identifier systems provide: the form leaves them to those sections. */
export function derivedFields(attributes: readonly TFacilityProfileAttribute[]): Set<TDerivedProfileField> {
  return new Set(attributes.map(identityOf).filter((field) => field !== null));
}

/**
 * Where each role attribute sits in the profile form. Within an identifier system the first
 * country, province and district attributes, with the street address of a system that has one,
 * are edited together by one location picker; a COUNTRY_PROVINCE_DISTRICT attribute has a picker of
 * its own. Every other attribute is one input.
 */
export type TPlaceGroup = {
  key: string;
  country?: string;
  province?: string;
  district?: string;
  /** The street-address attribute the picker's address field fills. */
  address?: string;
  /** A COUNTRY_PROVINCE_DISTRICT attribute, answered as one JSON value. */
  compound?: string;
  /** The attribute's name, for a picker that answers one attribute alone. */
  label?: string;
  required: boolean;
};

export type TAttributeSection = {
  system: TIdentifierSystem;
  places: TPlaceGroup[];
  /** The attributes shown as single inputs, in form order. */
  fields: TFacilityProfileAttribute[];
};

const LEVELS = { COUNTRY: 'country', PROVINCE: 'province', DISTRICT: 'district' } as const;

/** One section per identifier system in the order the role's form lists them; the role's own extras last. */
export function attributeSections(attributes: readonly TFacilityProfileAttribute[]): TAttributeSection[] {
  const systems = [...new Set(attributes.map((attribute) => attribute.identifierSystem))].sort(
    (a, b) => Number(a === 'ADDITIONAL_ATTRIBUTE') - Number(b === 'ADDITIONAL_ATTRIBUTE'),
  );
  return systems.map((system) => {
    const inSystem = attributes.filter((attribute) => attribute.identifierSystem === system);
    const chain: TPlaceGroup = { key: system, required: false };
    const places: TPlaceGroup[] = [];
    const fields: TFacilityProfileAttribute[] = [];
    for (const attribute of inSystem) {
      const level = attribute.category in LEVELS ? LEVELS[attribute.category as keyof typeof LEVELS] : undefined;
      if (level && chain[level] === undefined) {
        chain[level] = attribute.attributeId;
        chain.required ||= !attribute.isOptional;
      } else if (level) {
        places.push({ key: attribute.attributeId, [level]: attribute.attributeId, label: attribute.name, required: !attribute.isOptional });
      } else if (attribute.category === 'COUNTRY_PROVINCE_DISTRICT') {
        places.push({
          key: attribute.attributeId,
          compound: attribute.attributeId,
          label: attribute.name,
          required: !attribute.isOptional,
        });
      } else if (identityOf(attribute) !== 'address') {
        fields.push(attribute);
      }
    }
    const address = inSystem.find((attribute) => identityOf(attribute) === 'address');
    if (address) {
      chain.address = address.attributeId;
      chain.required ||= !address.isOptional;
    }
    const hasChain =
      chain.country !== undefined || chain.province !== undefined || chain.district !== undefined || chain.address !== undefined;
    return { system, places: hasChain ? [chain, ...places] : places, fields };
  });
}

/** Every place group of the form, whatever its section. */
export function placeGroups(attributes: readonly TFacilityProfileAttribute[]): TPlaceGroup[] {
  return attributeSections(attributes).flatMap((section) => section.places);
}
