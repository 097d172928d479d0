import fs from 'fs';
import path from 'path';
import type { HTMLElement } from 'node-html-parser';
import { BASE, builtPage, PUBLIC_DIR, readBuilt, text } from '../helpers/built-site';
import { allVersions, componentRoutes, llmsTxtOf, pageDataOf } from '../helpers/site-routes';
import { markdownPath } from '../../src/shared/routes';
import { searchIndexPath, unpackRecords, type PackedIndex } from '../../src/shared/search/index-format';

type Questions = Record<string, { question: string; example?: string }[]>;

// What a version's common-questions.json and other-names.json say, in every form the site gives a
// page: its HTML (headings in the section and the table of contents, readable without JavaScript),
// its Markdown copy, the version's llms-full.txt and its search index.
describe.each(allVersions().map((version) => [version.name, version] as const))('%s', (_name, version) => {
  const questions = pageDataOf<Questions>(version, 'common-questions.json');
  const names = pageDataOf<Record<string, string[]>>(version, 'other-names.json');
  const routes = new Map(componentRoutes(version).map(([route, title]) => [title, route]));
  const asked = Object.entries(questions).map(([title, list]) => [title, routes.get(title)!, list] as const);
  const records = unpackRecords(
    JSON.parse(fs.readFileSync(path.join(PUBLIC_DIR, searchIndexPath(version.prefix)), 'utf8')) as PackedIndex,
  );
  const llmsFull = readBuilt(llmsTxtOf(version).replace('llms.txt', 'llms-full.txt'));

  it('shows each question as a heading of the Common questions section, in the table of contents, with its answer and example', () => {
    expect(asked.length).toBeGreaterThan(0);
    for (const [title, route, list] of asked) {
      const page = builtPage(route);
      const section = page.querySelector('.doc-section--common-questions');
      const headings = section?.querySelectorAll('h3') ?? [];
      expect({ title, headings: headings.map((h) => text(h).replace(/#$/, '')) }).toEqual({
        title,
        headings: list.map((item) => item.question),
      });
      const tocLinks = page.querySelectorAll('a.toc__link').map((link) => link.getAttribute('href'));
      for (const heading of headings) {
        expect(tocLinks).toContain(`#${heading.id}`);
        // The answer follows its heading as text, before the next question.
        expect([title, heading.nextElementSibling?.tagName]).toEqual([title, 'P']);
      }
      expect({ title, examples: section!.querySelectorAll('pre').length }).toEqual({
        title,
        examples: list.filter((item) => item.example).length,
      });
    }
  });

  it("links the row of each of its page's props an answer names in code, at least once in that answer", () => {
    const unlinked = asked.flatMap(([title, route]) => {
      const page = builtPage(route);
      const props = new Set(page.querySelectorAll('[id^="prop-"]').map((row) => row.id.slice('prop-'.length)));
      return (page.querySelector('.doc-section--common-questions')?.querySelectorAll('h3') ?? []).flatMap((heading) => {
        const answer: HTMLElement[] = [];
        for (let next = heading.nextElementSibling; next && next.tagName === 'P'; next = next.nextElementSibling)
          answer.push(next);
        const linked = new Set(
          answer.flatMap((p) => p.querySelectorAll('a[href^="#prop-"]')).map((a) => a.getAttribute('href')),
        );
        // A prop is named in code as itself or set in JSX (`mode`, `mode="contained"`, `style={…}`).
        const named = answer
          .flatMap((p) => p.querySelectorAll('code'))
          .filter((code) => code.parentNode.tagName !== 'A')
          .map((code) => /^(\w+)(?:=|$)/.exec(text(code))?.[1])
          .filter((name): name is string => !!name && props.has(name));
        return [...new Set(named)]
          .filter((name) => !linked.has(`#prop-${name}`))
          .map((name) => `${title}: ${text(heading)} ${name}`);
      });
    });
    expect(unlinked).toEqual([]);
  });

  it('says them in the Markdown copy and llms-full.txt, and search finds each by its heading', () => {
    for (const [title, route, list] of asked) {
      const markdown = readBuilt(markdownPath(route));
      for (const { question } of list) {
        expect([title, markdown.includes(`### ${question}`)]).toEqual([title, true]);
        expect([title, llmsFull.includes(`### ${question}`)]).toEqual([title, true]);
        const url = `${BASE}${route}`;
        expect([question, records.some((r) => r.url.startsWith(`${url}#q-`) && r.hierarchy.lvl3 === question)]).toEqual(
          [question, true],
        );
      }
    }
  });

  it("says each component's other names under its description, as the page's own words for search", () => {
    for (const [title, list] of Object.entries(names)) {
      const route = routes.get(title)!;
      const said = text(builtPage(route).querySelector('.doc-content__also-called'));
      for (const name of list) expect([title, said]).toEqual([title, expect.stringContaining(name)]);
      expect(records.some((r) => r.url === `${BASE}${route}` && r.content?.startsWith('Also called'))).toBe(true);
    }
  });
});
