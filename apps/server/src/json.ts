/** JSON.parse that answers undefined instead of throwing, for bodies from outside. */
export function parseJsonOrUndefined(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}
