import fs from 'fs';
import path from 'path';
import type { HTMLElement } from 'node-html-parser';
import { markdownPath } from '../../src/shared/routes';
import { BASE, builtDocPages, builtPage, PUBLIC_DIR, text } from '../helpers/built-site';
import { allVersions, componentRoutes, currentVersion, sidebarGuidesOf } from '../helpers/site-routes';
import type { Content, Table } from 'mdast';
import { toString } from 'mdast-util-to-string';
import { markdownParser } from '../../gatsby/mdx/unified-stack';

const SITE_URL = `https://callstack.github.io${BASE}`;
const read = (file: string) => fs.readFileSync(path.join(PUBLIC_DIR, file), 'utf8');
/** `https://…/react-native-paper/docs/components/Button.md` -> `/docs/components/Button.md` */
const sitePathOf = (url: string) => {
  expect(url.startsWith(`${SITE_URL}/`)).toBe(true);
  return url.slice(SITE_URL.length);
};
const markdownOf = (page: string) => read(markdownPath(page));

/** The current version's guide and component pages as built (llms.txt is the current version's). */
const docPages = builtDocPages(currentVersion().root);

/** `## Heading` sections of llms.txt with their list items. */
function llmsSections(): Map<string, { title: string; url: string; summary: string }[]> {
  const sections = new Map<string, { title: string; url: string; summary: string }[]>();
  let current: { title: string; url: string; summary: string }[] = [];
  for (const line of read('llms.txt').split('\n')) {
    if (line.startsWith('## ')) sections.set(line.slice(3), (current = []));
    const item = /^- \[([^\]]+)\]\((\S+)\)(?:: (.+))?$/.exec(line);
    if (item) current.push({ title: item[1], url: item[2], summary: item[3] ?? '' });
  }
  return sections;
}

/** h2 and h3 lines of markdown outside code (quoted code too), as plain text. */
function markdownHeadings(markdown: string): string[] {
  let fenced = false;
  const headings: string[] = [];
  for (const line of markdown.split('\n')) {
    if (/^(> )*\s*(```|~~~)/.test(line)) fenced = !fenced;
    else if (!fenced && /^#{2,3} /.test(line)) {
      headings.push(
        line
          .replace(/^#+ /, '')
          .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
          .replace(/[`*]/g, '')
          .trim(),
      );
    }
  }
  return headings;
}

/** The article's h2 and h3 headings, without the "#" self-links; prop headings are compared as props. */
function htmlHeadings(article: HTMLElement): string[] {
  return article
    .querySelectorAll('h2, h3')
    .filter((heading) => !heading.closest('.prop'))
    .map((heading) => {
      heading.querySelectorAll('.anchor-heading__link').forEach((link) => link.remove());
      return text(heading);
    });
}

/**
 * The cells of the table under `## Props` as plain text, read back with a Markdown parser: a cell's
 * `<br>` tags and the list markers after them are layout, not words.
 */
function propTableCells(markdown: string): string[][] {
  const blocks = markdownParser.parse(markdown).children;
  const props = blocks.findIndex((block) => block.type === 'heading' && toString(block) === 'Props');
  const table = blocks.slice(props).find((block): block is Table => block.type === 'table');
  if (!table) return [];
  return table.children.slice(1).map((row) =>
    row.children.map((cell) => {
      const words = cell.children.filter(
        (node: Content, i) =>
          !(node.type === 'text' && /^(- |\d+\. )$/.test(node.value) && cell.children[i - 1]?.type === 'html'),
      );
      return toString({ type: 'paragraph', children: words }, { includeHtml: false });
    }),
  );
}

const propNamesInTable = (markdown: string) => propTableCells(markdown).map(([name]) => name);

describe('llms.txt', () => {
  const sections = llmsSections();

  it('has the title, a summary and the Guides, Components and Showcase sections', () => {
    const lines = read('llms.txt').split('\n');
    expect(lines[0]).toBe('# React Native Paper');
    expect(lines[2]).toMatch(/^> React Native Paper .*Material Design for React Native/);
    expect([...sections.keys()]).toEqual(['Guides', 'Components', 'Showcase']);
  });

  it('lists every built guide and component page once, and the showcase', () => {
    // Every guide the sidebar lists and every page of the pages map, and nothing else.
    expect([...docPages].sort()).toEqual(
      [
        ...sidebarGuidesOf().map(([slug]) => `/docs/guides/${slug}/`),
        ...componentRoutes().map(([route]) => route),
      ].sort(),
    );
    const listed = [...sections.values()].flat().map((item) => sitePathOf(item.url));
    expect(new Set(listed).size).toBe(listed.length);
    expect([...listed].sort()).toEqual([...docPages, '/docs/showcase/'].map(markdownPath).sort());
  });

  it('lists the guides in sidebar order with their descriptions', () => {
    const guides = sections.get('Guides')!;
    expect(guides.map((item) => item.title)).toEqual(sidebarGuidesOf().map(([, title]) => title));
    expect(guides.every((item) => item.summary.length > 20)).toBe(true);
  });

  it('lists the components in the order of the built sidebar, each with its first sentence', () => {
    const sidebar = builtPage('/docs/components/Button/')
      .querySelectorAll('.doc-page__sidebar a[href]')
      .map((a) => a.getAttribute('href')!)
      .filter((href) => href.startsWith(`${BASE}/docs/components/`))
      .map((href) => markdownPath(href.slice(BASE.length)));
    const components = sections.get('Components')!;
    expect(components.map((item) => sitePathOf(item.url))).toEqual(sidebar);
    const button = components.find((item) => item.title === 'Button')!;
    expect(button.summary).toBe('A button is component that the user can press to trigger an action.');
  });

  it('links only to markdown files that exist', () => {
    for (const item of [...sections.values()].flat()) {
      expect(fs.existsSync(path.join(PUBLIC_DIR, sitePathOf(item.url)))).toBe(true);
    }
  });
});

describe('llms-full.txt', () => {
  const full = read('llms-full.txt');

  it('holds every guide and component page’s markdown, each after its separator', () => {
    for (const page of docPages) {
      const markdown = markdownOf(page).trim();
      const at = full.indexOf(`<!-- Page: ${SITE_URL}${page} `);
      expect(at).toBeGreaterThan(0);
      expect(full.indexOf(markdown, at)).toBeGreaterThan(at);
    }
  });

  it('keeps the sidebar order: the first guide first, the guides before the components', () => {
    const position = (page: string) => full.indexOf(`<!-- Page: ${SITE_URL}${page} `);
    const guides = sidebarGuidesOf().map(([slug]) => `/docs/guides/${slug}/`);
    const [firstComponent] = componentRoutes()[0];
    expect(position(guides[0])).toBeGreaterThan(0);
    expect(position(guides[0])).toBeLessThan(position(guides[1]));
    expect(position(guides[guides.length - 1])).toBeLessThan(position(firstComponent));
    expect(full).not.toContain(`<!-- Page: ${SITE_URL}/docs/showcase/`);
  });
});

describe('markdown pages', () => {
  it.each([
    ['/docs/components/Button/', 'Button'],
    ['/docs/components/TextInput/', 'TextInput'],
    ['/docs/components/Appbar/', 'Appbar'],
    ['/docs/guides/theming/', 'Theming'],
    ['/docs/guides/getting-started/', 'Getting Started'],
  ])('%s: same title, headings and props as the HTML page', (page, title) => {
    const html = builtPage(page);
    const article = html.querySelector('article.doc-content')!;
    const markdown = markdownOf(page);
    expect(markdown.startsWith(`# ${title}\n`)).toBe(true);
    expect(text(article.querySelector('h1'))).toBe(title);

    const headings = htmlHeadings(article);
    expect(headings.length).toBeGreaterThan(3);
    expect(markdownHeadings(markdown)).toEqual(headings);

    // The first code of each prop heading is its name (badges may hold code too).
    const props = article.querySelectorAll('.prop h3').map((heading) => text(heading.querySelector('code')));
    expect(propNamesInTable(markdown)).toEqual(props);
    if (page.startsWith('/docs/components/')) expect(props.length).toBeGreaterThan(3);
  });

  /**
   * The `## title` section of a markdown page, as plain text (link targets, code marks and emphasis
   * dropped; an asterisk inside code, as in `label="Email *"`, is the page's text and stays).
   */
  const markdownSection = (markdown: string, title: string) => {
    const start = markdown.indexOf(`\n## ${title}\n`);
    if (start < 0) return null;
    const end = markdown.indexOf('\n## ', start + 1);
    return markdown
      .slice(start, end < 0 ? undefined : end)
      .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
      .split('`')
      .map((part, i) => (i % 2 ? part : part.replace(/\*/g, '')))
      .join('')
      .replace(/\s+/g, ' ');
  };

  it.each(docPages.filter((page) => page.startsWith('/docs/components/')))(
    '%s: every section says in its markdown what it says on the page (sentences, link lists)',
    (page) => {
      const markdown = markdownOf(page);
      const sections = builtPage(page).querySelectorAll('article section.doc-section');
      expect(sections.length).toBeGreaterThan(0);
      for (const section of sections) {
        const heading = section.querySelector('h2')!;
        heading.querySelectorAll('.anchor-heading__link').forEach((link) => link.remove());
        const body = markdownSection(markdown, text(heading));
        expect({ heading: text(heading), found: body !== null }).toEqual({ heading: text(heading), found: true });
        const said = [
          ...section.querySelectorAll(':scope > p, :scope > details > summary').map(text),
          ...section.querySelectorAll(':scope > ul > li, :scope > details > ul > li').map(text),
        ];
        for (const sentence of said)
          expect({ heading: text(heading), sentence, inMarkdown: body!.includes(sentence) }).toEqual({
            heading: text(heading),
            sentence,
            inMarkdown: true,
          });
      }
    },
  );

  /** Every version's component pages as built. */
  const componentPages = allVersions()
    .flatMap((version) => builtDocPages(version.root))
    .filter((page) => /^(\/[^/]+)?\/docs\/components\/./.test(page));

  it.each(componentPages)('%s: its props table reads back as the page words each prop', (page) => {
    const squash = (words: string) => words.replace(/\s+/g, '');
    const props = builtPage(page).querySelectorAll('article .prop');
    const rows = propTableCells(markdownOf(page));
    expect(rows).toHaveLength(props.length);
    rows.forEach((cells, i) => {
      const prop = props[i];
      const badges = prop.querySelectorAll('h3 .badge:not(.badge--required)').map(text).join('');
      const facts = prop.querySelectorAll('.prop__facts dt').map((term) => [text(term), text(term.nextElementSibling)]);
      expect({ cells: cells.length, name: cells[0], default: squash(cells[2]), description: squash(cells[4]) }).toEqual(
        {
          cells: 5,
          name: text(prop.querySelector('h3 code')),
          default: squash(Object.fromEntries(facts).Default ?? ''),
          description: squash(badges + text(prop.querySelector('.prop__description'))),
        },
      );
    });
  });

  it('keeps code blocks fenced with their language', () => {
    expect(markdownOf('/docs/components/Button/')).toMatch(/## Usage\n\n```tsx\nimport \* as React from 'react';/);
    expect(markdownOf('/docs/guides/getting-started/')).toContain('```tsx title="App.tsx"\n');
    expect(markdownOf('/docs/guides/theming/')).not.toMatch(/<ThemeBuilder|^```.*\bfragment\b/m);
  });

  it.each([...docPages, '/docs/showcase/'])('%s names its markdown version in the head and links to it', (page) => {
    const html = builtPage(page);
    const expected = markdownPath(page);
    const alternate = html.querySelector('head link[rel="alternate"][type="text/markdown"]');
    expect(alternate?.getAttribute('href')).toBe(SITE_URL + expected);
    expect(html.querySelector('.markdown-actions__view')?.getAttribute('href')).toBe(BASE + expected);
    expect(html.querySelector('.markdown-actions button')?.textContent).toContain('Copy page as Markdown');
    expect(fs.existsSync(path.join(PUBLIC_DIR, expected))).toBe(true);
  });
});
