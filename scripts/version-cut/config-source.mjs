// site.config.ts as TypeScript source: the docs version records it writes, read from the syntax tree,
// and the same file with a new record after the newest one. The file is edited as text at the places
// the tree points to, so everything else in it stays as the maintainer wrote it.
import ts from 'typescript';

/** A version's words for each state: the newest's are about its own release, so the new record gets its own. */
const STATE_WORDS = ['next', 'current', 'older'];

/**
 * @typedef {object} VersionRecord A docs version record, as far as the cut reads it.
 * @property {string} key where it is in the config (`docs.versions[1]`)
 * @property {string} name
 * @property {string} prefix its route prefix (its name unless set)
 * @property {string | undefined} library
 * @property {string | undefined} content
 * @property {string | undefined} screenshots
 * @property {{ guide?: string, changes?: string } | undefined} migration
 * @property {ts.ObjectLiteralExpression} node
 */

/**
 * @typedef {object} NewRecord What the new record changes from the newest one's.
 * @property {string} name
 * @property {string} library the alias the library is installed under
 * @property {string} content
 * @property {string} screenshots
 * @property {string} banner its pre-release banner (`next.banner`)
 * @property {string | undefined} changes its breaking changes file, when the newest has a migration guide
 */

/** @param {ts.PropertyName | undefined} name */
const nameOf = (name) => (name && (ts.isIdentifier(name) || ts.isStringLiteral(name)) ? name.text : undefined);

/** The property assignments of an object literal, by name. @param {ts.ObjectLiteralExpression} object */
function propertiesOf(object) {
  /** @type {Map<string, ts.PropertyAssignment>} */
  const found = new Map();
  for (const property of object.properties) {
    const name = ts.isPropertyAssignment(property) ? nameOf(property.name) : undefined;
    if (name !== undefined) found.set(name, /** @type {ts.PropertyAssignment} */ (property));
  }
  return found;
}

/** A string written as a literal, or undefined. @param {ts.Expression | undefined} node */
const stringOf = (node) => (node && ts.isStringLiteralLike(node) ? node.text : undefined);

/** `'text'`, as the project writes strings. @param {string} text */
const quote = (text) => `'${text.replace(/\\/g, '\\\\').replace(/'/g, "\\'").replace(/\n/g, '\\n')}'`;

/**
 * The `docs` object of site.config.ts: the object literal a `docs:` property holds that has a
 * `versions:` array literal. Throws when there is none or more than one.
 * @param {ts.SourceFile} sourceFile
 * @param {string} shown the file, for messages
 */
function findDocs(sourceFile, shown) {
  /** @type {{ docs: ts.ObjectLiteralExpression, versions: ts.ArrayLiteralExpression }[]} */
  const found = [];
  /** @param {ts.Node} node */
  const visit = (node) => {
    if (
      ts.isPropertyAssignment(node) &&
      nameOf(node.name) === 'docs' &&
      ts.isObjectLiteralExpression(node.initializer)
    ) {
      const versions = propertiesOf(node.initializer).get('versions')?.initializer;
      if (versions && ts.isArrayLiteralExpression(versions)) found.push({ docs: node.initializer, versions });
    }
    ts.forEachChild(node, visit);
  };
  visit(sourceFile);
  if (found.length !== 1)
    throw new Error(
      `${shown}: expected one \`docs: { versions: [ … ] }\` written as an array of records, found ${found.length}.`,
    );
  return found[0];
}

/**
 * The docs versions site.config.ts lists, oldest to newest, and the names of its archived sites.
 * Throws an Error naming the file and key of a record the cut cannot read (not an object literal,
 * a name that is not a plain string).
 * @param {string} source
 * @param {string} shown the file, for messages
 */
export function readVersionRecords(source, shown) {
  const sourceFile = ts.createSourceFile(shown, source, ts.ScriptTarget.Latest, true, ts.ScriptKind.TS);
  const { docs, versions } = findDocs(sourceFile, shown);
  const records = versions.elements.map((element, index) => {
    const key = `docs.versions[${index}]`;
    if (!ts.isObjectLiteralExpression(element))
      throw new Error(`${shown}: ${key} is not written as an object literal, so the cut cannot read it.`);
    const properties = propertiesOf(element);
    /** @param {string} property */
    const text = (property) => stringOf(properties.get(property)?.initializer);
    const name = text('name');
    if (name === undefined) throw new Error(`${shown}: ${key}.name is not a plain string, so the cut cannot read it.`);
    const migration = properties.get('migration')?.initializer;
    if (migration && !ts.isObjectLiteralExpression(migration))
      throw new Error(`${shown}: ${key}.migration is not written as an object literal, so the cut cannot read it.`);
    const migrationFields = migration && propertiesOf(migration);
    return {
      key,
      name,
      prefix: text('routePrefix') ?? name,
      library: text('library'),
      content: text('content'),
      screenshots: text('screenshots'),
      migration: migrationFields && {
        guide: stringOf(migrationFields.get('guide')?.initializer),
        changes: stringOf(migrationFields.get('changes')?.initializer),
      },
      node: element,
    };
  });
  const archived = propertiesOf(docs).get('archived')?.initializer;
  const archivedNames =
    archived && ts.isArrayLiteralExpression(archived)
      ? archived.elements.flatMap((element) =>
          ts.isObjectLiteralExpression(element) ? [stringOf(propertiesOf(element).get('name')?.initializer) ?? ''] : [],
        )
      : [];
  return { sourceFile, records, archivedNames };
}

/**
 * A property of the newest record, without its comments (they are about that version), indented
 * for the new record's properties.
 * @param {ts.Node} node
 * @param {ts.SourceFile} sourceFile
 * @param {string} indent
 */
function reprint(node, sourceFile, indent) {
  const printed = ts.createPrinter({ removeComments: true }).printNode(ts.EmitHint.Unspecified, node, sourceFile);
  // The printer indents by four spaces from the left margin; the project by two, from the record.
  return printed.replace(/\n( *)/g, (_, spaces) => `\n${indent}${' '.repeat(spaces.length / 2)}`);
}

/**
 * site.config.ts's source with a record for a new version after the newest one: the newest's record
 * with its name, label, library, content and screenshots changed, its migration guide kept with the
 * new changes file, no route prefix, and a pre-release banner for words (the newest's are about its
 * release). Its comments are left out for the same reason.
 * @param {string} source
 * @param {ReturnType<typeof readVersionRecords>} read
 * @param {NewRecord} record
 */
export function withVersionRecord(source, { sourceFile, records }, record) {
  const newest = records.at(-1);
  if (!newest) throw new Error('docs.versions is empty: there is no newest version to start from.');
  const element = newest.node;
  const start = element.getStart(sourceFile);
  const outer = ' '.repeat(start - source.lastIndexOf('\n', start - 1) - 1);
  const inner = `${outer}  `;
  const replaced = {
    name: quote(record.name),
    label: quote(`v${record.name}`),
    library: quote(record.library),
    content: quote(record.content),
    screenshots: quote(record.screenshots),
  };
  const words = `next: { banner: ${quote(record.banner)} }`;
  /** @type {string[]} */
  const lines = [];
  let wordsWritten = false;
  for (const property of element.properties) {
    const name = ts.isPropertyAssignment(property) ? nameOf(property.name) : undefined;
    if (name === 'routePrefix') continue;
    if (name !== undefined && STATE_WORDS.includes(name)) {
      if (!wordsWritten) lines.push(words);
      wordsWritten = true;
    } else if (name !== undefined && Object.hasOwn(replaced, name))
      lines.push(`${name}: ${replaced[/** @type {keyof typeof replaced} */ (name)]}`);
    else if (name === 'migration' && record.changes !== undefined) {
      const migration = /** @type {ts.ObjectLiteralExpression} */ (
        /** @type {ts.PropertyAssignment} */ (property).initializer
      );
      const fields = [...migration.properties]
        .filter((field) => nameOf(field.name) !== 'changes')
        .map((field) => reprint(field, sourceFile, inner).replace(/,$/, ''));
      lines.push(`migration: { ${[...fields, `changes: ${quote(record.changes)}`].join(', ')} }`);
    } else lines.push(reprint(property, sourceFile, inner));
  }
  if (!wordsWritten) lines.push(words);
  const text = `{\n${lines.map((line) => `${inner}${line},\n`).join('')}${outer}}`;
  const end = element.getEnd();
  return `${source.slice(0, end)},\n${outer}${text}${source.slice(end)}`;
}
