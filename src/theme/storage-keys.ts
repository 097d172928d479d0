/** Keys the site keeps in localStorage; the inline head script reads the same ones. */
export const THEME_KEY = 'theme';
/**
 * The keys remembering that a reader closed an announcement bar: the site's bar, or a docs version's
 * own (`announcementBar.6.x.id`), each on its own, so closing one leaves the other closed or open.
 */
export const announcementKeys = (version?: string): { id: string; dismissed: string } => {
  const base = version ? `announcementBar.${version}` : 'announcementBar';
  return { id: `${base}.id`, dismissed: `${base}.dismissed` };
};
export const DISMISSED_ATTRIBUTE = 'data-announcement-bar-dismissed';
