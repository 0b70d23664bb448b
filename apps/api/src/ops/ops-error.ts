/** A refusal or a failure the operator can act on: the commands print its message alone, without a stack. */
export class OpsError extends Error {
  override name = 'OpsError';
}
