import { useState } from 'react';

/**
 * A dialog about one item (the user being edited, deactivated…). Closing keeps the item, so the
 * dialog's text stays put while it fades out instead of flashing empty.
 */
export function useDialog<T>() {
  const [state, setState] = useState<{ item: T | null; opened: boolean }>({ item: null, opened: false });
  return {
    item: state.item,
    opened: state.opened,
    open: (item: T) => setState({ item, opened: true }),
    close: () => setState((current) => ({ ...current, opened: false })),
  };
}
