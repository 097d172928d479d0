/** Keys the site keeps in localStorage; the inline head script reads the same ones. */
export const THEME_KEY = 'theme';
export const ANNOUNCEMENT_ID_KEY = 'announcementBar.id';
export const ANNOUNCEMENT_DISMISSED_KEY = 'announcementBar.dismissed';
export const DISMISSED_ATTRIBUTE = 'data-announcement-bar-dismissed';
