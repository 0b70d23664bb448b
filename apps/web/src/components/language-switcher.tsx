import { lazy, Suspense, useState } from 'react';
import { LanguageButton } from './language-button.tsx';

const loadMenu = () => import('./language-menu.tsx');
const LanguageMenu = lazy(() => loadMenu().then((module) => ({ default: module.LanguageMenu })));
let menuLoaded = false;

/**
 * The language switcher of every layout, the sign-in page's included. A menu needs Mantine's popover,
 * focus trap and floating-ui, about a seventh of the first page's JavaScript, so the first page shows
 * the button alone: pointing at it or focusing it fetches the menu, and the first click opens it.
 */
export function LanguageSwitcher() {
  const [clicked, setClicked] = useState(false);
  if (menuLoaded || clicked) {
    return (
      <Suspense fallback={<LanguageButton loading />}>
        <LanguageMenu defaultOpened={clicked} />
      </Suspense>
    );
  }
  const prefetch = () => {
    void loadMenu().then(() => {
      menuLoaded = true;
    });
  };
  return <LanguageButton onPointerEnter={prefetch} onFocus={prefetch} onClick={() => setClicked(true)} />;
}
