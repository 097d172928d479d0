import { oneLine } from './markdown-text';

/** One page of the docs as llms.txt lists it. */
export interface LlmsPage {
  title: string;
  /** Absolute URL of the HTML page. */
  url: string;
  /** Absolute URL of its markdown version. */
  markdownUrl: string;
  /** One line: a guide's front matter description, a component's first sentence. */
  summary: string;
  markdown: string;
}

export interface LlmsSection {
  /** `Guides`, `Components`, `Showcase` */
  heading: string;
  pages: LlmsPage[];
}

export interface LlmsSite {
  title: string;
  tagline: string;
  /** Docs version label, `v5.x`. */
  version: string;
  /** Absolute URL of llms-full.txt. */
  fullUrl: string;
}

/** The summary under the title: the config's title and tagline, then what the files hold. */
function llmsSummary(site: LlmsSite): string {
  return `${site.title} (${site.version}): ${site.tagline}. Guides to installing, theming and integrating the library on Android, iOS and the web, and a reference page for every component with its usage, props and theme colours.`;
}

/**
 * llms.txt (https://llmstxt.org): the site's title, a one-paragraph summary, and one section per
 * sidebar listing every page in sidebar order, each linking to its markdown version.
 */
export function llmsTxt(site: LlmsSite, sections: LlmsSection[]): string {
  const parts = [
    `# ${site.title}`,
    `> ${llmsSummary(site)}`,
    `Every link below leads to the markdown version of a documentation page; the HTML page has the same address without \`.md\` and with a trailing slash. All guides and component pages in one file: [llms-full.txt](${site.fullUrl}).`,
    ...sections
      .filter((section) => section.pages.length > 0)
      .map((section) =>
        [
          `## ${section.heading}`,
          '',
          ...section.pages.map(
            (page) =>
              `- [${oneLine(page.title)}](${page.markdownUrl})${page.summary ? `: ${oneLine(page.summary)}` : ''}`,
          ),
        ].join('\n'),
      ),
  ];
  return `${parts.join('\n\n')}\n`;
}

/** Marks the start of each page in llms-full.txt, with the address of its HTML page. */
const pageSeparator = (page: LlmsPage): string => `<!-- Page: ${page.url} (markdown: ${page.markdownUrl}) -->`;

/** Every page's markdown in one file, in the order given, each after a rule and a separator line. */
export function llmsFullTxt(site: LlmsSite, pages: LlmsPage[]): string {
  const header = `# ${site.title}\n\n> ${llmsSummary(site)}\n\nThe complete documentation in one file: ${pages.length} pages, each starting with a "Page:" comment that gives its address.`;
  return `${[header, ...pages.map((page) => `${pageSeparator(page)}\n\n${page.markdown.trim()}`)].join('\n\n---\n\n')}\n`;
}
