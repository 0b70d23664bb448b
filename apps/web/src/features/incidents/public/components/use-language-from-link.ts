import { isLanguage } from '@opentrace/domain';
import { useEffect } from 'react';
import { useSearchParams } from 'react-router';
import { toastApiError } from '../../../../lib/api-error-toast.ts';
import { changeLanguage, currentLanguage } from '../../../../lib/i18n.ts';

/**
 * A link shared with workers (by SMS, on a poster) may name their language, `/report?lang=ur`, so the
 * page opens in Urdu without first finding the language menu.
 */
export function useLanguageFromLink(): void {
  const [params] = useSearchParams();
  const wanted = params.get('lang');
  useEffect(() => {
    if (wanted && isLanguage(wanted) && wanted !== currentLanguage()) changeLanguage(wanted).catch(toastApiError);
  }, [wanted]);
}
