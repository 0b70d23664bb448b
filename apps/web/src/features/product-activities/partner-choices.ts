import type { TNamedRole, TTransactionPartner } from '@opentrace/domain';

/**
 * The counterpart of a trade as a select offers it: partners by name and role; for a purchase a
 * farm group stands for its farms, since the product comes from one farm (DOMAIN.md §4.2).
 */

/** A chosen counterpart, kept with its label so the select still shows it after the search moves on. */
export type TChoice = { id: string; label: string };

export type TChoiceItem = { value: string; label: string };
export type TChoiceGroup = { group: string; items: TChoiceItem[] };
export type TChoiceData = (TChoiceItem | TChoiceGroup)[];

/** The seller left out: the non-participating extractor role GET /events/purchases/required-sellers names. */
export const NON_PARTICIPATING = 'non-participating';

/** `roleName` names the partner's role in the reader's language. */
export function partnerChoices(
  partners: readonly TTransactionPartner[],
  options: { farmsAsChoices: boolean; roleName: (role: TNamedRole) => string },
): TChoiceData {
  return partners.map((partner) => {
    if (options.farmsAsChoices && partner.farms.length > 0) {
      return {
        group: partner.name,
        items: partner.farms.map((farm) => ({ value: farm.id, label: farm.code ? `${farm.name} (${farm.code})` : farm.name })),
      };
    }
    return { value: partner.id, label: `${partner.name} (${options.roleName(partner.role)})` };
  });
}

function values(data: TChoiceData): string[] {
  return data.flatMap((entry) => ('group' in entry ? entry.items.map((item) => item.value) : [entry.value]));
}

/** The options with the chosen one kept (first), even when the current search no longer finds it. */
export function withChosen(data: TChoiceData, chosen: TChoice | null): TChoiceData {
  if (!chosen || values(data).includes(chosen.id)) return data;
  return [{ value: chosen.id, label: chosen.label }, ...data];
}

/** Finds the label of a value among the options. */
export function choiceOf(data: TChoiceData, value: string): TChoice | null {
  for (const entry of data) {
    const items = 'group' in entry ? entry.items : [entry];
    const item = items.find((candidate) => candidate.value === value);
    if (item) return { id: item.value, label: item.label };
  }
  return null;
}

/**
 * What to ask the server for: the typed text, except when the select merely shows the chosen
 * option's label, which would find nothing else.
 */
export function searchKeyFor(search: string, chosen: TChoice | null): string {
  const key = search.trim();
  return chosen && key === chosen.label.trim() ? '' : key;
}
