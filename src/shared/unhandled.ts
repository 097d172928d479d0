/**
 * The end of a switch or `if` chain over a union: a member added to the union without its case
 * fails to compile here (`tsc` says the value is not `never`).
 */
export function unhandled(value: never): never {
  throw new Error(`No case for ${JSON.stringify(value)}`);
}
