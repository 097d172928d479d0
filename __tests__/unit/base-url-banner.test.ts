import { parse } from 'node-html-parser';
import { BASE_URL_BANNER_ID, baseUrlBannerHtml, baseUrlBannerScript } from '../../src/theme/base-url-banner';

/** Runs the inline script against the banner markup for a page opened at `pathname`. */
function open(pathname: string) {
  const root = parse(baseUrlBannerHtml('/react-native-paper/'));
  const banner = root.querySelector(`#${BASE_URL_BANNER_ID}`)!;
  const style: Record<string, string> = {};
  const element = {
    style,
    querySelector: (selector: string) => {
      const node = banner.querySelector(selector)!;
      return {
        set textContent(value: string) {
          node.set_content(value);
        },
      };
    },
  };
  const document = { getElementById: (id: string) => (id === BASE_URL_BANNER_ID ? element : null) };
  new Function('document', 'location', baseUrlBannerScript('/react-native-paper/'))(document, { pathname });
  return { shown: style.display === 'block', text: banner.textContent.replace(/\s+/g, ' ').trim() };
}

describe('wrong base URL banner', () => {
  it('stays hidden under the configured base URL', () => {
    expect(open('/react-native-paper/docs/guides/theming/').shown).toBe(false);
    expect(open('/react-native-paper').shown).toBe(false);
  });

  it('explains the configured base URL and suggests the current one', () => {
    const { shown, text } = open('/paper-docs/docs/guides/theming/');
    expect(shown).toBe(true);
    expect(text).toContain('Your site did not load properly.');
    expect(text).toContain('built for the base URL /react-native-paper/');
    expect(text).toContain('opened at /paper-docs/docs/guides/theming/');
    expect(text).toContain('set baseUrl in site.config.ts to /paper-docs/');
  });

  it('suggests the root when the site is opened at the top of a host', () => {
    expect(open('/index.html').text).toContain('to / and build again');
  });
});
