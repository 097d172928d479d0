import path from 'path';
import { lastVersionOf } from '../../src/shared/doc-versions';
import { docVersions } from './site-config';
import type { DocVersionSources } from './doc-versions';

/** The docs version whose guides folder holds the file; the one at /docs/ for a file in none (Gatsby sources only those folders). */
export function guideVersionOf(file: string): DocVersionSources {
  const versions = docVersions();
  return versions.find((v) => !path.relative(v.guidesDir, file).startsWith('..')) ?? lastVersionOf(versions);
}
