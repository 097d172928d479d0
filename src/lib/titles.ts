const SITE_TITLE = 'React Native Paper';

/** Page titles use a vertical bar: `Theming | React Native Paper`. */
export function pageTitle(page: string | undefined, site: string = SITE_TITLE): string {
  return page && page !== site ? `${page} | ${site}` : site;
}
