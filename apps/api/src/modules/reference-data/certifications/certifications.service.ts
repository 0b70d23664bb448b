import {
  CHAIN_OF_CUSTODY_NAMES,
  CHAINS_OF_CUSTODY,
  nameIn,
  type TCertification,
  type TChainOfCustodyOption,
  type TFarmCertification,
  type TLanguage,
} from '@opentrace/domain';
import type { Database } from '../../../db/client.ts';
import { translationsOf } from '../../../lib/reference-names.ts';
import { type CertificationRow, findCertifications } from './certifications.repository.ts';
import { referenceDataPolicy } from '../reference-data.policy.ts';
import type { Principal } from '../../../core/principal.ts';

function toCertification(row: CertificationRow, language: TLanguage): TCertification {
  const translations = translationsOf(row);
  return { id: row.id, code: row.code, name: nameIn(translations, language), translations };
}

/** The fixed choices of a facility profile, each named in the reader's language. */
export class CertificationsService {
  constructor(private readonly db: Database) {}

  /** GRS, BCI, GOTS, organic cotton, Leather Working Group, OEKO Tex, Other. */
  async facilityCertifications(principal: Principal, language: TLanguage): Promise<TCertification[]> {
    await referenceDataPolicy.authorize(principal, 'readReferenceData', null);
    return (await findCertifications(this.db, 'facility')).map((row) => toCertification(row, language));
  }

  /** The 17 cotton schemes, then "No Certification", which only a farm record may carry. */
  async farmCertifications(principal: Principal, language: TLanguage): Promise<TFarmCertification[]> {
    await referenceDataPolicy.authorize(principal, 'readReferenceData', null);
    return (await findCertifications(this.db, 'cotton')).map((row) => ({
      ...toCertification(row, language),
      farmRecordsOnly: row.farmOnly,
    }));
  }

  async chainOfCustodyOptions(principal: Principal, language: TLanguage): Promise<TChainOfCustodyOption[]> {
    await referenceDataPolicy.authorize(principal, 'readReferenceData', null);
    return CHAINS_OF_CUSTODY.map((value) => ({
      value,
      name: nameIn(CHAIN_OF_CUSTODY_NAMES[value], language),
      translations: CHAIN_OF_CUSTODY_NAMES[value],
    }));
  }
}
