import type { Content } from 'mdast';
import { oneLine } from '../../page-markdown/markdown-text';
import { heading, html, inlineCode, link, list, paragraph, serialize, text } from '../../page-markdown/mdast';

/** One page of the docs as llms.txt lists it. */
export interface LlmsPage {
  title: string;
  /** Absolute URL of the HTML page. */
  url: string;
  /** Absolute URL of its markdown version. */
  markdownUrl: string;
  /** One line: a guide's front matter description, a component's first sentence. */
  summary: string;
  /** The page as Markdown blocks, written out by `serialize`. */
  content: Content[];
}

export interface LlmsSection {
  /** `Guides`, `Components`, `Showcase` */
  heading: string;
  pages: LlmsPage[];
}

export interface LlmsSite {
  title: string;
  tagline: string;
  /** Docs version label, `v5.x`, `v6.x (next)`. */
  version: string;
  /** Absolute URL of llms-full.txt. */
  fullUrl: string;
}

/**
 * The title, then the summary quoted under it: the config's title and tagline, then what the files
 * hold. Both files start with it.
 */
const siteHeader = (site: LlmsSite): Content[] => [
  heading(1, site.title),
  {
    type: 'blockquote',
    children: [
      paragraph(
        text(
          `${site.title} ${site.version}: ${site.tagline}. Guides to installing, theming and integrating the library on Android, iOS and the web, and a reference page for every component with its usage, props and theme colours.`,
        ),
      ),
    ],
  },
];

/**
 * llms.txt (https://llmstxt.org): the site's title, a one-paragraph summary, and one section per
 * sidebar listing every page in sidebar order, each linking to its markdown version.
 */
export function llmsTxt(site: LlmsSite, sections: LlmsSection[]): string {
  return serialize([
    ...siteHeader(site),
    paragraph(
      text(
        'Every link below leads to the markdown version of a documentation page; the HTML page has the same address without ',
      ),
      inlineCode('.md'),
      text(' and with a trailing slash. All guides and component pages in one file: '),
      link(site.fullUrl, 'llms-full.txt'),
      text('.'),
    ),
    ...sections
      .filter((section) => section.pages.length > 0)
      .flatMap((section) => [
        heading(2, section.heading),
        list(
          section.pages.map((page) => [
            link(page.markdownUrl, oneLine(page.title)),
            ...(page.summary ? [text(`: ${oneLine(page.summary)}`)] : []),
          ]),
        ),
      ]),
  ]);
}

/** Every page's markdown in one file, in the order given, each after a rule and a comment with its addresses. */
export function llmsFullTxt(site: LlmsSite, pages: LlmsPage[]): string {
  return serialize([
    ...siteHeader(site),
    paragraph(
      text(
        `The complete documentation in one file: ${pages.length} pages, each starting with a "Page:" comment that gives its address.`,
      ),
    ),
    ...pages.flatMap((page): Content[] => [
      { type: 'thematicBreak' },
      html(`<!-- Page: ${page.url} (markdown: ${page.markdownUrl}) -->`),
      ...page.content,
    ]),
  ]);
}
