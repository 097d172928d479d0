import rehypeHeadingIds from '../../gatsby/mdx/rehype-heading-ids';
import rehypeHighlightCode from '../../gatsby/mdx/rehype-highlight-code';
import rehypeStaticHtml from '../../gatsby/mdx/rehype-static-html';
import { parseCodeMeta } from '../../gatsby/mdx/code-meta';
import { textOf, type HastElement, type HastNode, type HastRoot } from '../../gatsby/mdx/hast';
import { guideSlugFromFile } from '../../gatsby/sourcing/guide-nodes';
import { highlightToHtml } from '../../gatsby/mdx/highlighter';
import { renderMarkdown } from '../../gatsby/mdx/markdown';

const el = (
  tagName: string,
  children: HastElement['children'],
  properties = {},
  data?: HastElement['data'],
): HastElement => ({
  type: 'element',
  tagName,
  properties,
  children,
  data,
});
const text = (value: string) => ({ type: 'text' as const, value });

describe('rehype-heading-ids', () => {
  it('gives headings GitHub-style ids, unique within the page', () => {
    const tree: HastRoot = {
      type: 'root',
      children: [el('h2', [text('Theme colors')]), el('h3', [text('Theme colors')]), el('h2', [text("What's new?")])],
    };
    rehypeHeadingIds()(tree);
    expect(tree.children.map((h) => (h as HastElement).properties?.id)).toEqual([
      'theme-colors',
      'theme-colors-1',
      'whats-new',
    ]);
  });
});

describe('rehype-highlight-code', () => {
  it('highlights fenced code at build time and keeps the title', () => {
    const code = el(
      'code',
      [text("const a = 'b';\n")],
      { className: ['language-tsx'] },
      { meta: 'title="App.tsx" fragment' },
    );
    const tree: HastRoot = { type: 'root', children: [el('pre', [code])] };
    rehypeHighlightCode()(tree);
    const pre = tree.children[0] as HastElement;
    expect(pre.properties).toMatchObject({ dataLanguage: 'tsx', dataTitle: 'App.tsx' });
    expect(textOf(pre)).toBe("const a = 'b';");
    const tokens = (code.children as HastElement[])
      .filter((c) => c.type === 'element')
      .map((c) => (c.properties?.className as string[]).join(' '));
    expect(tokens).toEqual(['tk', 'ts']);
  });

  it('gives guides the highlighted code as one HTML string on the <pre>', () => {
    const code = el('code', [text("const a = '<b>';\n")], { className: ['language-tsx'] });
    const tree: HastRoot = { type: 'root', children: [el('pre', [code])] };
    rehypeHighlightCode({ asHtml: true })(tree);
    const pre = tree.children[0] as HastElement;
    expect(pre.properties).toMatchObject({
      dataLanguage: 'tsx',
      html: '<span class="tk">const</span> a = <span class="ts">\'&lt;b>\'</span>;',
    });
    expect(pre.children).toEqual([]);
  });

  it('puts neighbouring tokens of one colour in one span, blank text included', () => {
    expect(highlightToHtml('import type { a } from "a";', 'tsx')).toBe(
      '<span class="tk">import type</span> { a } <span class="tk">from</span> <span class="ts">"a"</span>;',
    );
  });

  it('leaves code in an unknown language as plain text', () => {
    const code = el('code', [text('just words')], { className: ['language-klingon'] });
    rehypeHighlightCode()({ type: 'root', children: [el('pre', [code])] });
    expect(code.children).toEqual([text('just words')]);
  });
});

describe('rehype-static-html', () => {
  const innerHtml = (node: unknown) =>
    (node as { attributes: { name: string; value: { data: { estree: unknown } } }[] }).attributes.find(
      (attribute) => attribute.name === 'dangerouslySetInnerHTML',
    )?.value.data.estree;

  it('hands a paragraph of text, code and outside links to the page as one HTML string', () => {
    const tree: HastRoot = {
      type: 'root',
      children: [
        el('p', [
          text('Use '),
          el('code', [text('a<b')]),
          text(' or '),
          el('a', [text('docs')], { href: 'https://x.dev' }),
        ]),
      ],
    };
    rehypeStaticHtml()(tree);
    const [node] = tree.children as { type: string; name: string }[];
    expect(node).toMatchObject({ type: 'mdxJsxFlowElement', name: 'p', children: [] });
    const program = innerHtml(node) as { body: { expression: { properties: { value: { value: string } }[] } }[] };
    expect(program.body[0].expression.properties[0].value.value).toBe(
      'Use <code>a&lt;b</code> or <a href="https://x.dev" target="_blank" rel="noopener noreferrer">docs</a>',
    );
  });

  it('leaves blocks with a link to another page, a component or attributes to React', () => {
    const internal = el('p', [el('a', [text('Button')], { href: '/docs/components/Button/' })]);
    const component = el('ul', [el('li', [{ type: 'mdxJsxTextElement', name: 'Badge', children: [] } as HastNode])]);
    const heading = el('h2', [text('Title')], { id: 'title' });
    const tree: HastRoot = { type: 'root', children: [internal, component, heading] };
    rehypeStaticHtml()(tree);
    expect(tree.children).toEqual([internal, component, heading]);
  });
});

describe('parseCodeMeta', () => {
  it('reads a title and the fragment flag', () => {
    expect(parseCodeMeta('title="App.tsx" fragment')).toEqual({ title: 'App.tsx', fragment: true });
    expect(parseCodeMeta("title='theme.ts'")).toEqual({ title: 'theme.ts', fragment: false });
    expect(parseCodeMeta(undefined)).toEqual({ title: undefined, fragment: false });
    expect(parseCodeMeta('title="fragment.tsx"').fragment).toBe(false);
  });
});

describe('markdown from doc comments', () => {
  it('renders inline code, lists and links, escaping code', () => {
    const html = renderMarkdown('Use `mode` to pick:\n- `text` - flat\n\nSee [docs](https://reactnative.dev).');
    expect(html).toContain('<code>mode</code>');
    expect(html).toContain('<li><code>text</code> - flat</li>');
    expect(html).toContain('<a href="https://reactnative.dev">docs</a>');
  });

  it('turns the stray </br> some doc comments end a line with into a line break', () => {
    const html = renderMarkdown('Segmented buttons select options.</br>\nThey come in groups.');
    expect(html).not.toContain('</br>');
    expect(html).toContain('options.<br>');
  });

  it('highlights code to HTML with escaped characters', () => {
    expect(highlightToHtml('a < "b"', 'tsx')).toBe('a &lt; <span class="ts">"b"</span>');
  });
});

describe('guideSlugFromFile', () => {
  it('drops the ordering number', () => {
    expect(guideSlugFromFile('/x/content/guides/11-migration-guide-to-5.0.mdx')).toBe('migration-guide-to-5.0');
  });
});
