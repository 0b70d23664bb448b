/** Reads a JSON file's text, or undefined when it is not JSON. Spreadsheet tools often save JSON with a byte-order mark. */
export function parseJsonText(text: string): unknown {
  try {
    return JSON.parse(text.replace(/^\uFEFF/, '')) as unknown;
  } catch {
    return undefined;
  }
}
