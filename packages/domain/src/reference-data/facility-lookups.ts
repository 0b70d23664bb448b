import { z } from 'zod';
import { CHAINS_OF_CUSTODY, type TChainOfCustody } from '../roles/roles.ts';
import { ZNameTranslations } from './translated-name.ts';

/**
 * What a facility profile picks from (DOMAIN.md §10.5): facility certifications, the cotton
 * certifications of farms and lots, and the chain-of-custody models.
 */

export const ZCertification = z
  .object({
    id: z.number().int(),
    code: z.string(),
    /** In the caller's language (the `Language` header). */
    name: z.string(),
    translations: ZNameTranslations,
  })
  .meta({ id: 'Certification' });
export type TCertification = z.infer<typeof ZCertification>;

export const ZFarmCertification = ZCertification.extend({
  /** "No Certification" describes a farm record only; lots of cotton always carry a scheme. */
  farmRecordsOnly: z.boolean(),
}).meta({ id: 'FarmCertification' });
export type TFarmCertification = z.infer<typeof ZFarmCertification>;

export const ZChainOfCustodyOption = z
  .object({ value: z.enum(CHAINS_OF_CUSTODY), name: z.string(), translations: ZNameTranslations })
  .meta({ id: 'ChainOfCustodyOption' });
export type TChainOfCustodyOption = z.infer<typeof ZChainOfCustodyOption>;

/** The chain-of-custody models are fixed by the domain, so their names live beside them. */
export const CHAIN_OF_CUSTODY_NAMES: Record<TChainOfCustody, Required<z.infer<typeof ZNameTranslations>>> = {
  'Product Segregation': { en: 'Product Segregation', fr: 'Ségrégation des produits', ur: 'مصنوعات کی علیحدگی' },
  'Mass balance': { en: 'Mass balance', fr: 'Bilan de masse', ur: 'ماس بیلنس' },
};
