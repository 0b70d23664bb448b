/**
 * A legal document in one language. Each language has its own file with the same sections in the
 * same order (a unit test holds them to that), so readers in every language read the same terms.
 */
export type TLegalSection = {
  /** Stable anchor, identical in every language so links to a section survive a language change. */
  id: string;
  heading: string;
  paragraphs: string[];
  list?: string[];
};

export type TLegalDocument = {
  title: string;
  /** ISO date of the last change. */
  updated: string;
  intro: string;
  sections: TLegalSection[];
};

export type TLegalDocumentKind = 'terms' | 'privacy';
