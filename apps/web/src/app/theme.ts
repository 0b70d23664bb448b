import { createTheme, type MantineColorsTuple } from '@mantine/core';

/** A deep teal: calm and legible for long working sessions, distinct from the red of risk. */
const brand: MantineColorsTuple = [
  '#e6f7f6',
  '#cdeceb',
  '#9ed8d5',
  '#6bc3bf',
  '#43b0ac',
  '#2b9f9c',
  '#1c8a89',
  '#127374',
  '#0b5563',
  '#073f4b',
];

export const theme = createTheme({
  primaryColor: 'brand',
  primaryShade: 7,
  colors: { brand },
  defaultRadius: 'md',
  fontFamily:
    'system-ui, -apple-system, "Segoe UI", Roboto, "Noto Sans", Ubuntu, "Helvetica Neue", Arial, sans-serif',
  headings: { fontWeight: '650' },
  cursorType: 'pointer',
  components: {
    // Dialog titles read as headings, in line with page and card titles. A plain object rather than
    // Modal.extend(), so the first page does not download the modal to style it.
    Modal: { styles: { title: { fontWeight: 650, fontSize: 'var(--mantine-font-size-lg)' } } },
  },
});
