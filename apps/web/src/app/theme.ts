import { type CSSVariablesResolver, createTheme, darken, DEFAULT_THEME, luminance, type MantineColorsTuple } from '@mantine/core';

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

/**
 * Mantine's greys, except shade 6: it is the "dimmed" text colour and the text of grey badges and
 * buttons, and Mantine's #868e96 reads at 3.3:1 on white. #5f666d keeps 4.5:1 (WCAG AA) on every
 * light grey this app puts text on, down to gray.2.
 */
const gray: MantineColorsTuple = [
  '#f8f9fa',
  '#f1f3f5',
  '#e9ecef',
  '#dee2e6',
  '#ced4da',
  '#adb5bd',
  '#5f666d',
  '#495057',
  '#343a40',
  '#212529',
];

const contrast = (a: string, b: string) => {
  const [lighter, darker] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (lighter + 0.05) / (darker + 0.05);
};

/** `color` darkened in small steps until it reads at 4.5:1 (WCAG AA for text) on `background`. */
function readableOn(color: string, background: string): string {
  let readable = color;
  for (let step = 1; step <= 40 && contrast(readable, background) < 4.5; step += 1) readable = darken(color, step * 0.025);
  return readable;
}

/**
 * Mantine's palettes with the shades that carry text made readable: shade 7 is the filled colour
 * under white labels (buttons, badges) and the colour of `c="red"` text on white; shade 9 is the
 * light variant's text on shade 1 (status badges, alerts). Mantine's teal, green, orange, red and
 * others fall short of 4.5:1 there; lighter shades, used for fills and borders, stay as they are.
 */
function withReadableText(palette: MantineColorsTuple): MantineColorsTuple {
  const filled = readableOn(palette[7], '#ffffff');
  const hover = luminance(palette[8]) < luminance(filled) ? palette[8] : darken(filled, 0.1);
  return [
    palette[0],
    palette[1],
    palette[2],
    palette[3],
    palette[4],
    palette[5],
    palette[6],
    filled,
    hover,
    readableOn(palette[9], palette[1]),
  ];
}

const ACCENTS = ['red', 'pink', 'grape', 'violet', 'indigo', 'blue', 'cyan', 'teal', 'green', 'lime', 'yellow', 'orange'] as const;
const accents = Object.fromEntries(ACCENTS.map((name) => [name, withReadableText(DEFAULT_THEME.colors[name])]));

export const theme = createTheme({
  primaryColor: 'brand',
  primaryShade: 7,
  colors: { ...accents, brand, gray },
  defaultRadius: 'md',
  fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Noto Sans", Ubuntu, "Helvetica Neue", Arial, sans-serif',
  headings: { fontWeight: '650' },
  cursorType: 'pointer',
  components: {
    // Dialog titles read as headings, in line with page and card titles. A plain object rather than
    // Modal.extend(), so the first page does not download the modal to style it.
    Modal: { styles: { title: { fontWeight: 650, fontSize: 'var(--mantine-font-size-lg)' } } },
    // Picking the option already chosen keeps it: people re-pick to confirm, not to empty the
    // field. A field that may be emptied says so with its clear button (`clearable`).
    Select: { defaultProps: { allowDeselect: false } },
  },
});

/**
 * Mantine draws error text (field errors, invalid inputs) in red shade 6, which reads at 3.3:1 on white;
 * shade 7 is made readable above, so errors use it.
 */
export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: { '--mantine-color-error': 'var(--mantine-color-red-7)' },
  dark: {},
});
