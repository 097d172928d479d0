import fs from 'fs';
import path from 'path';
import type { ParentSpanPluginArgs } from 'gatsby';
import matter from 'gray-matter';
import { checkedSiteConfig, docVersions } from '../config/site-config';
import { contentProblemsMessage } from './content-problems';

/**
 * Guides' front matter read as gatsby-plugin-mdx reads it (gray-matter, YAML only: its
 * `dist/frontmatter.js`). The plugin throws on a YAML mistake with a stack inside itself and no file
 * name, so the build reads every guide's front matter first and stops naming the file and line.
 */
const AS_GATSBY_PLUGIN_MDX = {
  language: 'yaml',
  engines: { js: () => ({}), javascript: () => ({}), json: () => ({}) },
};

/** What js-yaml's exception carries: its words, and where it stopped (0-based, in the front matter). */
interface YamlException {
  reason?: string;
  mark?: { line: number };
}

/** A guide's front matter YAML mistake, at its line of the file, or undefined when it parses. */
export function frontMatterYamlProblem(source: string): { line: number; problem: string } | undefined {
  try {
    matter(source, AS_GATSBY_PLUGIN_MDX);
    return undefined;
  } catch (error) {
    const { reason, mark } = error as YamlException;
    // The front matter starts with what follows `---` on the file's first line.
    return {
      line: (mark?.line ?? 0) + 1,
      problem: `front matter is not valid YAML: ${reason ?? String(error)}.`,
    };
  }
}

/** Every guide in these folders whose front matter is not valid YAML, as `file:line: problem`, the file from `root`. */
export function guidesYamlProblems(guidesDirs: string[], root = process.cwd()): string[] {
  return guidesDirs.flatMap((dir) =>
    fs
      .readdirSync(dir, { recursive: true, encoding: 'utf8' })
      .filter((name) => name.endsWith('.mdx'))
      .sort()
      .flatMap((name) => {
        const file = path.join(dir, name);
        const found = frontMatterYamlProblem(fs.readFileSync(file, 'utf8'));
        return found ? [`${path.relative(root, file)}:${found.line}: ${found.problem}`] : [];
      }),
  );
}

/** Stops the build on a guide's front matter YAML mistake before gatsby-plugin-mdx reads it (after the site config's own check). */
export function onPreInit({ reporter }: Pick<ParentSpanPluginArgs, 'reporter'>): void {
  if (checkedSiteConfig.error) return;
  const problems = guidesYamlProblems(docVersions().map((version) => version.guidesDir));
  if (problems.length > 0) reporter.panic(contentProblemsMessage(problems));
}
