import { normalizePath } from '../shared/routes';
import { withoutUnreadableHash } from './hash-guard';

/**
 * A site path (without the base path) as the site navigates to it: a trailing `.html` or
 * `/index.html` goes to the canonical path, and an anchor `decodeURI` cannot read is dropped (see
 * hash-guard.ts).
 */
export function navigationTarget(to: string): string {
  return withoutUnreadableHash(normalizePath(to));
}
