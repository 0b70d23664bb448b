import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { toApiError } from './api-client.ts';
import { toastApiError } from './api-error-toast.ts';
import { FIRST_PAGE_ENGLISH, i18n, loadCatalogue, type TCatalogue } from './i18n.ts';
import { toast } from './toast.ts';

vi.mock('./toast.ts', () => ({ toast: { error: vi.fn(), success: vi.fn(), info: vi.fn() } }));

let fr: TCatalogue;

beforeAll(async () => {
  fr = await loadCatalogue('fr');
  await i18n.init({
    lng: 'fr',
    resources: { en: { translation: FIRST_PAGE_ENGLISH }, fr: { translation: fr } },
    interpolation: { escapeValue: false },
  });
});
beforeEach(() => vi.mocked(toast.error).mockClear());

describe('a failed call shown as a toast', () => {
  it('says to wait when a proxy answers 429 with a page of its own', () => {
    toastApiError(toApiError(429, '<html><body>429 Too Many Requests</body></html>'));
    expect(toast.error).toHaveBeenCalledWith(fr.errors.rateLimited);
  });

  it("shows the API's own translated 429 message, with its wait", () => {
    const message = 'Vous allez trop vite. Réessayez dans 42 secondes.';
    toastApiError(toApiError(429, { statusCode: 429, error: 'Too Many Requests', message }));
    expect(toast.error).toHaveBeenCalledWith(message);
  });

  it('keeps the generic text for other unexplained failures', () => {
    toastApiError(toApiError(502, '<html>Bad gateway</html>'));
    expect(toast.error).toHaveBeenCalledWith(fr.errors.generic);
  });
});
