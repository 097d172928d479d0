/**
 * Markup and script inlined into every page for the case where the site is
 * served under another path than the base URL it was built for. Then its
 * scripts and styles fail to load, so the banner uses inline styles only.
 */
export const BASE_URL_BANNER_ID = '__base-url-banner';

export function baseUrlBannerHtml(baseUrl: string): string {
  return `<div id="${BASE_URL_BANNER_ID}" role="alert" style="display:none;padding:16px 20px;background:#fde7e9;color:#410e0b;border-bottom:2px solid #b3261e;font:16px/1.5 system-ui,sans-serif">
<strong>Your site did not load properly.</strong>
It was built for the base URL <code>${baseUrl}</code>, but this page was opened at <code data-current></code>, so its scripts and styles could not be found.
If the site lives at this address, set <code>baseUrl</code> in site.config.ts to <code data-suggestion></code> and build again.
</div>`;
}

/** Shows the banner when the page's address is outside the configured base URL. */
export function baseUrlBannerScript(baseUrl: string): string {
  return `(function(){
var base=${JSON.stringify(baseUrl)},path=location.pathname;
if(path.indexOf(base)===0||path+'/'===base)return;
var banner=document.getElementById(${JSON.stringify(BASE_URL_BANNER_ID)});if(!banner)return;
var first=path.split('/').filter(Boolean)[0];
banner.querySelector('[data-current]').textContent=path;
banner.querySelector('[data-suggestion]').textContent=first&&!/\\./.test(first)?'/'+first+'/':'/';
banner.style.display='block';
})();`;
}
