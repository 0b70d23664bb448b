/** A name in each language it was given in; a missing language falls back to English. */
export type TTranslations = Partial<Record<'en' | 'fr' | 'ur', string>>;
