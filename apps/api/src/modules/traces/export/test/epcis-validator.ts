import { readFileSync } from 'node:fs';
import { Ajv, type ErrorObject } from 'ajv';
import addFormats from 'ajv-formats';

/**
 * The official EPCIS 2.0 JSON Schema (epcis-schema/, from github.com/gs1/EPCIS with its licence), a
 * draft-07 schema, compiled once with the formats it relies on (uri, date-time).
 */
const schema = JSON.parse(readFileSync(new URL('./epcis-schema/EPCIS-JSON-Schema.json', import.meta.url), 'utf8')) as object;
// The schema uses keywords of later drafts' vocabularies that draft-07 ignores; strict mode would refuse them.
const ajv = new Ajv({ allErrors: true, strict: false });
addFormats.default(ajv);
const validate = ajv.compile(schema);

/** The schema's complaints about a document, empty when it is valid EPCIS 2.0. */
export function epcisSchemaErrors(document: unknown): ErrorObject[] {
  return validate(document) ? [] : [...(validate.errors ?? [])];
}
