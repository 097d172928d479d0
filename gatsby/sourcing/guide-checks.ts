import { ADMONITION_TYPES, GUIDE_COMPONENTS } from '../../src/shared/guide-components';

/** The front matter a guide may have; `MdxFrontmatter` in gatsby/schema/schema.ts gives the same keys their types. */
const FRONT_MATTER_KEYS = ['title', 'order', 'description'] as const;

/** Levenshtein distance: the fewest one-letter insertions, deletions or changes from `a` to `b`. */
function editDistance(a: string, b: string): number {
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    for (let j = 1; j <= b.length; j++) {
      current[j] = Math.min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (a[i - 1] === b[j - 1] ? 0 : 1));
    }
    previous = current;
  }
  return previous[b.length];
}

/** The known name closest to `name`, if it is close enough to be the one meant. */
function nearest(name: string, known: readonly string[]): string | undefined {
  const distance = (candidate: string) => editDistance(name.toLowerCase(), candidate.toLowerCase());
  const closest = [...known].sort((a, b) => distance(a) - distance(b))[0];
  return distance(closest) <= Math.max(2, Math.floor(name.length / 3)) ? closest : undefined;
}

const list = (names: readonly string[]) => `${names.slice(0, -1).join(', ')} or ${names[names.length - 1]}`;

/** Everything wrong with a guide's front matter (as gatsby-plugin-mdx parsed it), in one list. */
export function frontMatterProblems(frontmatter: Record<string, unknown>): string[] {
  const problems: string[] = [];
  for (const key of Object.keys(frontmatter)) {
    if ((FRONT_MATTER_KEYS as readonly string[]).includes(key)) continue;
    const meant = nearest(key, FRONT_MATTER_KEYS);
    const hint = meant ? `did you mean "${meant}"?` : `the keys are ${list(FRONT_MATTER_KEYS)}.`;
    problems.push(`front matter: "${key}" is not a front matter key; ${hint}`);
  }
  const { title, order, description } = frontmatter;
  if (typeof title !== 'string' || title.trim() === '') problems.push('front matter needs a "title".');
  if (typeof order !== 'number' || !Number.isInteger(order))
    problems.push('front matter needs an "order" that is a whole number.');
  if (description != null && typeof description !== 'string')
    problems.push('front matter: "description" must be text.');
  return problems;
}

/** A component's opening tag in a guide: its name, what follows the name up to `>`, and its line. */
interface ComponentTag {
  name: string;
  attributes: string;
  line: number;
}

const FENCE = /^\s*(`{3,}|~{3,})(.*)$/;

/**
 * The capitalised JSX tags (components) of an MDX guide, outside its front matter, fenced code,
 * inline code and JSX comments. A tag's attributes may run over several lines.
 */
export function componentTags(source: string): ComponentTag[] {
  const lines = source.split(/\r?\n/);
  const tags: ComponentTag[] = [];
  const frontMatterEnd = lines[0]?.trim() === '---' ? lines.findIndex((line, i) => i > 0 && line.trim() === '---') : -1;
  let fence: string | null = null;
  for (let i = frontMatterEnd + 1; i < lines.length; i++) {
    if (fence) {
      if (new RegExp(`^\\s*${fence[0]}{${fence.length},}\\s*$`).test(lines[i])) fence = null;
      continue;
    }
    const open = FENCE.exec(lines[i]);
    // A backtick fence's info string cannot hold a backtick: ```a``` is inline code.
    if (open && !(open[1][0] === '`' && open[2].includes('`'))) {
      fence = open[1];
      continue;
    }
    const text = lines[i].replace(/(`+).+?\1/g, '').replace(/\{\/\*.*?\*\/\}/g, '');
    for (const match of text.matchAll(/<([A-Z][\w.]*)/g)) {
      let rest = text.slice((match.index ?? 0) + match[0].length);
      for (let next = i + 1; !rest.includes('>') && next < lines.length; next++) rest += `\n${lines[next]}`;
      const end = rest.indexOf('>');
      tags.push({ name: match[1], attributes: end === -1 ? rest : rest.slice(0, end + 1), line: i + 1 });
    }
  }
  return tags;
}

const orMaybe = (meant: string | undefined) => (meant ? ` Did you mean ${meant}?` : '');

/** Components a guide cannot use and admonitions of an unknown type, each with its line. */
export function componentProblems(source: string): { line: number; problem: string }[] {
  return componentTags(source).flatMap(({ name, attributes, line }) => {
    if (!(GUIDE_COMPONENTS as readonly string[]).includes(name)) {
      const meant = nearest(name, GUIDE_COMPONENTS);
      const problem = `<${name}> is not a component guides can use; they have ${list(GUIDE_COMPONENTS)} (docs/writing-guides.md).${orMaybe(meant && `<${meant}>`)}`;
      return [{ line, problem }];
    }
    const type = name === 'Admonition' ? /(?:^|\s)type=(?:"([^"]*)"|'([^']*)')/.exec(attributes) : null;
    const value = type ? (type[1] ?? type[2]) : 'note';
    if ((ADMONITION_TYPES as readonly string[]).includes(value)) return [];
    const meant = nearest(value, ADMONITION_TYPES);
    const problem = `<Admonition type="${value}">: "${value}" is not an admonition type; the types are ${list(ADMONITION_TYPES)}.${orMaybe(meant && `"${meant}"`)}`;
    return [{ line, problem }];
  });
}
