import { describe, expect, it } from 'vitest';
import { printFontFaces, URDU_PRINT_FONT } from './print-fonts.ts';

describe('printFontFaces', () => {
  it('embeds the Naskh face in regular and bold for Urdu, so a print needs no network for its letters', () => {
    const faces = printFontFaces('ur');
    expect(faces.match(/@font-face\{/g)).toHaveLength(2);
    expect(faces).toContain(`font-family:'${URDU_PRINT_FONT}'`);
    expect(faces).toMatch(/font-weight:400;[^}]*src:url\(data:font\/woff2;base64,d09GMg/);
    expect(faces).toMatch(/font-weight:700;[^}]*src:url\(data:font\/woff2;base64,d09GMg/);
  });

  it('embeds nothing for languages written in Latin letters', () => {
    expect(printFontFaces('en')).toBe('');
    expect(printFontFaces('fr')).toBe('');
  });
});
