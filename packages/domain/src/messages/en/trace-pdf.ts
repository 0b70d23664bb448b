/** Server messages of the trace's evidence-pack PDF, in English. */
export const tracePdf = {
  'tracePdf.packNotFound': 'This evidence pack does not exist or has expired. Download the PDF again from the trace.',
  'tracePdf.chromiumMissing':
    'PDF export needs Chromium, which is not installed on this server. Install the chromium package or set CHROME_PATH to a Chromium or Chrome executable.',
  'tracePdf.renderFailed': 'The PDF could not be produced just now. Please try again shortly.',
} as const;
