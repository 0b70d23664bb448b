/** LIKE's wildcards and its escape character, escaped: the text then matches only itself. */
function literal(text: string): string {
  return text.replace(/[\\%_]/g, (character) => `\\${character}`);
}

/** A LIKE pattern for `text` anywhere in the value, typed wildcards taken literally. */
export function containing(text: string): string {
  return `%${literal(text)}%`;
}

/** A LIKE pattern for values that begin with `text`, typed wildcards taken literally. */
export function startingWith(text: string): string {
  return `${literal(text)}%`;
}
