/** One page of the components reference, as given in the plugin's `pages` option. */
interface ComponentPage {
  family: string;
  key: string;
  /** Source file relative to libsRootDir, without extension: `Appbar/AppbarAction` */
  source: string;
  /** `Appbar.Action`, `AnimatedFAB`, `Text` */
  title: string;
  /** `components/Appbar/AppbarAction` */
  docId: string;
  order: number;
}

export type PagesOption = Record<string, string | Record<string, string>>;

/** `AppbarAction` in family `Appbar` -> `Appbar.Action`; keys outside the family's prefix stay as they are. */
export function titleOf(family: string, key: string): string {
  if (key === family) return family;
  return key.startsWith(family) ? `${family}.${key.slice(family.length)}` : key;
}

/** Flattens the family -> key -> file map into pages, in the map's order. */
export function listPages(pages: PagesOption, docsRootId = 'components'): ComponentPage[] {
  const list: ComponentPage[] = [];
  for (const [family, entry] of Object.entries(pages)) {
    const members = typeof entry === 'string' ? { [family]: entry } : entry;
    for (const [key, source] of Object.entries(members)) {
      const ownPage = typeof entry === 'string' || key === family;
      list.push({
        family,
        key,
        source,
        title: typeof entry === 'string' ? family : titleOf(family, key),
        docId: ownPage ? `${docsRootId}/${family}` : `${docsRootId}/${family}/${key}`,
        order: list.length,
      });
    }
  }
  return list;
}
