/**
 * Whether an error is webpack failing to download a lazy chunk's script (`ChunkLoadError`) or
 * stylesheet (mini-css-extract's "Loading CSS chunk … failed"): the network, not a bug.
 */
export function isChunkLoadError(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  return error.name === 'ChunkLoadError' || /Loading (CSS )?chunk .* failed/i.test(error.message);
}
