/**
 * Typed data placed inside a translated sentence ("OS ID: {{value}}"), wrapped in Unicode's
 * first-strong isolate marks, the plain-text form of `<bdi>`, so an Urdu sentence keeps
 * "PK2026-0001" and "7 km" in their own order.
 */
export const isolated = (text: string): string => `\u2068${text}\u2069`;
