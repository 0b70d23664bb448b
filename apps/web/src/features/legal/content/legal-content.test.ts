import { LANGUAGES } from '@opentrace/domain';
import { describe, expect, it } from 'vitest';
import type { TLegalDocument } from './legal-document.ts';
import { loadLegalDocument } from './load-legal-document.ts';

function outline(document: TLegalDocument) {
  return document.sections.map((section) => ({
    id: section.id,
    paragraphs: section.paragraphs.length,
    listItems: section.list?.length ?? 0,
  }));
}

function texts(document: TLegalDocument): string[] {
  return [
    document.title,
    document.intro,
    ...document.sections.flatMap((section) => [section.heading, ...section.paragraphs, ...(section.list ?? [])]),
  ];
}

describe.each(['terms', 'privacy'] as const)('%s document', (kind) => {
  it('has the same sections, paragraphs and list items in every language, with no empty text', async () => {
    const documents = await Promise.all(LANGUAGES.map((language) => loadLegalDocument(kind, language)));
    const [english, ...translations] = documents;
    for (const translation of translations) {
      expect(outline(translation)).toEqual(outline(english!));
      expect(translation.updated).toBe(english!.updated);
    }
    for (const document of documents) {
      expect(texts(document).filter((text) => text.trim() === '')).toEqual([]);
    }
  });
});
