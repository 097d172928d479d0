// What a cut leaves to the maintainer: the words, guides, changes and pictures that are still the
// newest version's, each with the file to write it in and the command that checks it.
import fs from 'node:fs';
import path from 'node:path';

/** Files whose text may name a version. */
const TEXT_FILE = /\.(mdx?|tsx?|jsx?|json)$/;

/** `content/6.x/guides/02-theming.mdx` -> `theming`, as gatsby/sourcing/guide-nodes.ts names a guide. @param {string} file */
const guideSlug = (file) => path.basename(file, path.extname(file)).replace(/^\d+-/, '');

/** Every file under `dir`, from `dir`, in a stable order. @param {string} dir @returns {string[]} */
function filesUnder(dir) {
  return fs
    .readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)))
    .sort();
}

/** @param {string} text */
const escape = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * @typedef {object} Cut
 * @property {string} root
 * @property {string} name the new version
 * @property {string} from the newest version it was copied from
 * @property {string} content the new content folder, from the root
 * @property {string} screenshots the new screenshots folder under static/
 * @property {string | undefined} changes the new, empty breaking changes file, from the root
 * @property {string | undefined} migrationGuide the migration guide's doc id (`guides/migration`)
 * @property {string[]} fromNames how the newest version is named in its prose: its name, its library's `major.minor`
 * @property {string | undefined} install the npm command still to run, when the cut did not install
 */

/**
 * The migration guide's file in the new content folder, from the root, or its doc id when no file has it.
 * @param {Cut} cut
 * @param {string} docId
 */
function guideFile({ root, content }, docId) {
  const dir = path.join(content, path.dirname(docId));
  if (!fs.existsSync(path.join(root, dir))) return docId;
  const file = fs.readdirSync(path.join(root, dir)).find((entry) => guideSlug(entry) === path.basename(docId));
  return file ? `${path.join(dir, file)} (${docId})` : docId;
}

/** The new content folder's files that name the newest version, from the root. @param {Cut} cut */
function namingFiles({ root, content, changes, fromNames }) {
  const naming = new RegExp(`(?<![\\d.])(${fromNames.map(escape).join('|')})(?!\\d)`);
  return filesUnder(path.join(root, content))
    .map((file) => path.join(content, file))
    .filter((file) => file !== changes && TEXT_FILE.test(file))
    .filter((file) => naming.test(fs.readFileSync(path.join(root, file), 'utf8')));
}

/**
 * The numbered steps left after a cut, one string each (a step's further lines indented).
 * @param {Cut} cut
 * @returns {string[]}
 */
export function leftToDo(cut) {
  const { name, from, content, screenshots, changes, migrationGuide, install } = cut;
  const naming = namingFiles(cut);
  return [
    ...(install ? [`Install its library (not done: --no-install):\n   ${install}`] : []),
    `The words, in site.config.ts: ${name}'s next.banner says it is a pre-release still being written; say more ` +
      `there if it should, add a next.announcementBar if it should announce itself (${from}'s bars were not copied), ` +
      `and write its current words for release day. Check what was copied from ${from}'s record: ` +
      `themeColors, themeExports, componentEditUrl, preview.`,
    migrationGuide
      ? `The migration guide: ${guideFile(cut, migrationGuide)} is still ${from}'s; rewrite it for moving from ${from} to ${name}.`
      : `The migration guide: ${from} had none, so ${name} has none; add migration: { guide, changes } to its record when it has one.`,
    ...(changes
      ? [
          `The changes file: ${changes} is empty; list each breaking change, its section of the migration guide and ` +
            `the names it drops. Until it lists them, npm run migration-check goes on checking against the newest ` +
            `version whose file lists changes; --version ${name} picks ${name}'s.`,
        ]
      : []),
    `The guides, examples and page data in ${content}/ are ${from}'s: write what ${name} changes, and list the ` +
      `component pages it adds or drops in ${content}/component-pages.json.` +
      (naming.length > 0
        ? ` These name ${cut.fromNames.join(' or ')}:\n${naming.map((file) => `     ${file}`).join('\n')}`
        : ''),
    `The screenshots in static/${screenshots}/ are ${from}'s pictures: draw ${name}'s with\n   npm run screenshots -- --version ${name}`,
    `The version switch: in content/version-fallbacks.json, name where a page ${from} has and ${name} lacks ` +
      `should lead (under "${name}"), and the other way (under "${from}").`,
    `Then npm run build: it stops on a missing file or a broken link, naming it.`,
  ];
}
