import { llmsFullTxt, llmsTxt, type LlmsPage, type LlmsSite } from '../../gatsby/post-build/llms/llms-txt';
import { versionListing, type ListedPage } from '../../gatsby/post-build/llms/write-llms';
import type { Sidebar, SidebarItem } from '../../src/shared/navigation';
import { heading, paragraph, text } from '../../gatsby/page-markdown/mdast';

const SITE = 'https://example.com/base';
const site: LlmsSite = {
  title: 'React Native Paper',
  tagline: 'Material Design for React Native',
  version: 'v1.x',
  fullUrl: `${SITE}/llms-full.txt`,
};

const page = (docId: string, title: string, summary = `About ${title}.`): LlmsPage => ({
  title,
  url: `${SITE}/docs/${docId}/`,
  markdownUrl: `${SITE}/docs/${docId}.md`,
  summary,
  content: [heading(1, title), paragraph(text(`Text of ${title}.`))],
});

describe('llmsTxt', () => {
  const written = llmsTxt(site, [
    {
      heading: 'Guides',
      pages: [
        page('guides/getting-started', 'Getting Started'),
        page('guides/theming', 'Theming', 'Colours,\nfonts and shape.'),
      ],
    },
    { heading: 'Components', pages: [page('components/Button', 'Button', '')] },
    { heading: 'Other pages', pages: [] },
    { heading: 'Showcase', pages: [page('showcase', 'Showcase')] },
  ]);
  const lines = written.split('\n');

  it('starts with the site title and a one-paragraph summary from the config', () => {
    expect(lines[0]).toBe('# React Native Paper');
    expect(lines[1]).toBe('');
    expect(lines[2]).toMatch(/^> React Native Paper v1\.x: Material Design for React Native\. \S/);
    expect(lines[3]).toBe('');
  });

  it('has one section per group, in order, and leaves empty ones out', () => {
    expect(lines.filter((line) => line.startsWith('## '))).toEqual(['## Guides', '## Components', '## Showcase']);
    expect(written).toContain(`[llms-full.txt](${SITE}/llms-full.txt)`);
  });

  it('lists each page as a link to its markdown version with a one-line summary', () => {
    const items = lines.filter((line) => line.startsWith('- '));
    expect(items).toEqual([
      `- [Getting Started](${SITE}/docs/guides/getting-started.md): About Getting Started.`,
      `- [Theming](${SITE}/docs/guides/theming.md): Colours, fonts and shape.`,
      `- [Button](${SITE}/docs/components/Button.md)`,
      `- [Showcase](${SITE}/docs/showcase.md): About Showcase.`,
    ]);
    expect(written.endsWith('\n')).toBe(true);
  });
});

describe('llmsFullTxt', () => {
  it('holds every page in order, each after a separator with its address', () => {
    const pages = [page('guides/theming', 'Theming'), page('components/Button', 'Button')];
    const parts = llmsFullTxt(site, pages).split('\n\n---\n\n');
    expect(parts).toHaveLength(3);
    expect(parts[0].startsWith('# React Native Paper\n')).toBe(true);
    expect(parts[1]).toBe(
      `<!-- Page: ${SITE}/docs/guides/theming/ (markdown: ${SITE}/docs/guides/theming.md) -->\n\n# Theming\n\nText of Theming.`,
    );
    expect(parts[2].startsWith(`<!-- Page: ${SITE}/docs/components/Button/`)).toBe(true);
  });
});

describe('versionListing', () => {
  const link = (docId: string): SidebarItem => ({ type: 'link', label: docId, href: `/docs/${docId}/`, docId });
  const sidebars: Sidebar[] = [
    { version: '1.x', title: 'Guides', items: [link('guides/b'), link('guides/a')] },
    {
      version: '1.x',
      title: 'Components',
      items: [
        link('components/Avatar'),
        {
          type: 'category',
          label: 'Appbar',
          href: '/docs/components/Appbar/',
          docId: 'components/Appbar',
          items: [link('components/Appbar/AppbarAction')],
        },
        { type: 'link', label: 'GitHub', href: 'https://github.com' },
      ],
    },
  ];
  const ids = [
    'guides/a',
    'guides/b',
    'guides/unlisted',
    'showcase',
    'components/Appbar',
    'components/Appbar/AppbarAction',
    'components/Avatar',
  ];
  const pages: ListedPage[] = ids.map((id) => ({
    docId: id,
    version: '1.x',
    listing: id === 'showcase' ? { section: 'Showcase' } : 'sidebars',
    page: page(id, id),
  }));

  it('follows the resolved sidebars, family pages before their members, and lists a page of its own listing on its own', () => {
    const { index, full } = versionListing(sidebars, pages);
    expect(index.map((section) => [section.heading, section.pages.map((p) => p.title)])).toEqual([
      ['Guides', ['guides/b', 'guides/a']],
      ['Components', ['components/Avatar', 'components/Appbar', 'components/Appbar/AppbarAction']],
      ['Other pages', ['guides/unlisted']],
      ['Showcase', ['showcase']],
    ]);
    // llms-full.txt holds the documentation, not a page listed on its own.
    expect(full.map((p) => p.title)).not.toContain('showcase');
    expect(full).toHaveLength(6);
  });
});
