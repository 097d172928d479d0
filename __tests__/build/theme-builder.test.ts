import { builtPage, readBuilt, text } from '../helpers/built-site';
import { guidePagesWith } from '../helpers/site-routes';

/** The guides that place the theme builder (a theming guide), in whichever versions they are. */
const GUIDES_WITH_BUILDER = guidePagesWith('ThemeBuilder');

describe('theme builder in the built guides', () => {
  it('is placed by at least one guide', () => {
    expect(GUIDES_WITH_BUILDER.length).toBeGreaterThan(0);
  });

  it.each(GUIDES_WITH_BUILDER)('%s: is server-rendered with its inputs, both schemes and the theme code', (route) => {
    const builder = builtPage(route).querySelector('.theme-builder');
    expect(builder).not.toBeNull();
    expect(builder!.querySelector('input[type="color"]')?.getAttribute('value')).toBe('#6750a4');
    for (const scheme of ['light', 'dark']) {
      const swatches = builder!.querySelectorAll(`.theme-builder__scheme[data-scheme="${scheme}"] [data-role]`);
      expect(swatches.length).toBe(38); // 32 colour roles and 6 elevation levels
    }
    expect(text(builder!.querySelector('[data-scheme="light"] [data-role="primary"] code'))).toBe('#6750a4');
    expect(text(builder!.querySelector('pre.code-block__pre'))).toContain("primary: '#6750a4',");
    // The live preview needs a browser: the HTML holds its loading state.
    expect(text(builder!.querySelector('[role="status"] .needs-js'))).toBe('Loading the component preview…');
  });

  it('leaves the preview chunk to the browser on every page', () => {
    for (const path of [...GUIDES_WITH_BUILDER, '/docs/guides/theming/', '/docs/guides/icons/', '/']) {
      expect(readBuilt(path)).not.toMatch(/<(script|link)[^>]+theme-builder/);
    }
  });
});
