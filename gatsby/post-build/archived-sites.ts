import { archivedVersions, copyArchivedVersions } from '../config/archived-versions';
import type { PostBuildStage } from './stage';

/** Copies the prebuilt sites of archived versions that are there into public/ (`/4.0/`), as they are. */
export const archivedSites: PostBuildStage = {
  name: 'archived versions',
  run({ config, publicDir }) {
    const copied = copyArchivedVersions(archivedVersions(config), publicDir);
    return copied.length > 0 ? `copied ${copied.map((name) => `/${name}/`).join(', ')}` : 'none prebuilt';
  },
};
