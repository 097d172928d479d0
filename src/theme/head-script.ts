import type { ColorModeConfig } from '../shared/site-config-schema';
import type { PageAnnouncementBar } from '../shared/announcement-bar';
import { announcementKeys, DISMISSED_ATTRIBUTE, THEME_KEY } from './storage-keys';

/** Set on <html> when scripts run: `.needs-js` controls show, `.no-js-only` fallbacks hide (global.css). */
const SCRIPTS_ATTRIBUTE = 'data-js';

/**
 * A script inlined in <head> that runs before the first paint: it marks the page
 * as scripted, applies the stored colour mode (no flash of the wrong theme) and
 * hides an announcement bar the reader already closed. Storage errors leave the
 * defaults in place.
 */
export function headScript(colorMode: ColorModeConfig, bar: PageAnnouncementBar | undefined): string {
  const keys = announcementKeys(bar?.version);
  return `(function(){
var d=document.documentElement,m=null;
d.setAttribute(${JSON.stringify(SCRIPTS_ATTRIBUTE)},'true');
try{m=localStorage.getItem(${JSON.stringify(THEME_KEY)})}catch(e){}
if(m!=='light'&&m!=='dark'){m=${JSON.stringify(colorMode.defaultMode)};${
    colorMode.respectPrefersColorScheme
      ? `try{m=matchMedia('(prefers-color-scheme: dark)').matches?'dark':'light'}catch(e){}`
      : ''
  }}
d.setAttribute('data-theme',m);
${
  bar
    ? `try{if(localStorage.getItem(${JSON.stringify(keys.id)})===${JSON.stringify(bar.id)}&&localStorage.getItem(${JSON.stringify(keys.dismissed)})==='true')d.setAttribute(${JSON.stringify(DISMISSED_ATTRIBUTE)},'true')}catch(e){}`
    : ''
}})();`;
}
