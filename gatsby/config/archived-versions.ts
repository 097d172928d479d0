import fs from 'fs';
import path from 'path';
import type { NavLink } from '../../src/shared/navigation';
import type { SiteConfig } from '../../src/shared/site-config-schema';

const ROOT = path.resolve(__dirname, '..', '..');

/** A version whose docs are not built here: its own old site, linked, or copied in when its folder is there. */
export interface ArchivedVersion {
  name: string;
  label: string;
  href: string;
  /** The prebuilt site's folder, when it is there. */
  folder: string | undefined;
}

export function archivedVersions(config: SiteConfig, root = ROOT): ArchivedVersion[] {
  return (config.docs.archived ?? []).map(({ name, label, href, prebuilt }) => {
    const folder = prebuilt ? path.resolve(root, prebuilt) : undefined;
    return { name, label, href, folder: folder && fs.existsSync(folder) ? folder : undefined };
  });
}

/** Where the version dropdown leads for each: the copy in this site (`/4.0/`, not a page of Gatsby's), else `href`. */
export const archivedLinks = (versions: readonly ArchivedVersion[]): NavLink[] =>
  versions.map(({ name, label, href, folder }) => ({ label, href: folder ? `/${name}/` : href }));

/** Copies each prebuilt site that is there to public/<name>/; returns the names copied. */
export function copyArchivedVersions(versions: readonly ArchivedVersion[], publicDir: string): string[] {
  return versions.flatMap(({ name, folder }) => {
    if (!folder) return [];
    const target = path.join(publicDir, name);
    fs.rmSync(target, { recursive: true, force: true });
    fs.cpSync(folder, target, { recursive: true });
    return [name];
  });
}
