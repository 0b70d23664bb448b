import type { TLanguage } from '@opentrace/domain';
import type { TLegalDocument, TLegalDocumentKind } from './legal-document.ts';

type TLoader = () => Promise<TLegalDocument>;

/** One chunk per document and language: a reader downloads only the text they read. */
const LOADERS: Record<TLegalDocumentKind, Record<TLanguage, TLoader>> = {
  terms: {
    en: () => import('./terms.en.ts').then((module) => module.terms),
    fr: () => import('./terms.fr.ts').then((module) => module.terms),
    ur: () => import('./terms.ur.ts').then((module) => module.terms),
  },
  privacy: {
    en: () => import('./privacy.en.ts').then((module) => module.privacy),
    fr: () => import('./privacy.fr.ts').then((module) => module.privacy),
    ur: () => import('./privacy.ur.ts').then((module) => module.privacy),
  },
};

export function loadLegalDocument(kind: TLegalDocumentKind, language: TLanguage): Promise<TLegalDocument> {
  return LOADERS[kind][language]();
}
