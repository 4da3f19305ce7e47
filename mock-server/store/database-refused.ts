/** A start-up refusal (a database newer than the code, a data folder that is not ours): printed as it is, and the server exits non-zero. */
export class DatabaseRefused extends Error {
  override readonly name = 'DatabaseRefused';
}
