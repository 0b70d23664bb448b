import { useEffect, useRef } from 'react';

/**
 * Mantine disables a button while it shows `loading`, and the browser then drops the focus to the
 * page. After choosing a file, whose upload starts at once, a keyboard or screen-reader user would
 * be left at the top of the page: this puts the focus back on the button once it is enabled again,
 * unless the person has moved it elsewhere meanwhile.
 */
export function useFocusAfterLoading<T extends HTMLElement = HTMLButtonElement>(loading: boolean) {
  const ref = useRef<T>(null);
  const wasLoading = useRef(loading);
  useEffect(() => {
    const finished = wasLoading.current && !loading;
    wasLoading.current = loading;
    if (!finished) return;
    const focused = document.activeElement;
    if (focused === null || focused === document.body) ref.current?.focus();
  }, [loading]);
  return ref;
}
