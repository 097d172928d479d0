import type { GatsbyNode, PluginOptions, PluginOptionsSchemaArgs } from 'gatsby';
import { Joi } from 'gatsby-plugin-utils';
// Relative, not through tsconfig paths: Parcel compiles this plugin without them.
import { DOCS_ROOT } from '../../src/shared/routes';
import { asRoutePrefix, type RoutePrefix } from '../../src/shared/doc-versions';
import type { PagesOption } from './page-list';

/** The plugin's options, as gatsby-config.ts gives them. */
interface ComponentDocsOptions {
  /** Folder of the library's component sources. */
  libsRootDir: string;
  /** Route under which component pages live, under the site's docs root: `/docs/components`. */
  docsRootDir: string;
  /** Family -> page key -> source file (relative to libsRootDir, without extension). */
  pages: PagesOption;
  /** The docs version these pages belong to (`5.x`, `6.x`). One instance of the plugin per version. */
  version: string;
  /**
   * What starts the pages' routes and keys (`6.x` -> `/6.x/docs/components/Button/`): empty for the
   * version served at /docs/. The site resolves it from its version record.
   */
  routePrefix: string;
}

type Joi = PluginOptionsSchemaArgs['Joi'];
/** The kind of Joi schema an option of type T needs. */
type OptionSchema<T> = T extends string
  ? ReturnType<Joi['string']>
  : T extends object
    ? ReturnType<Joi['object']>
    : never;
/** One schema per option, of the kind its type needs: the compiler rejects a schema that disagrees with the type. */
type StrictOptionsSchemaMap<T> = { [K in keyof T]-?: OptionSchema<T[K]> };

/** `/docs/components`, `/docs/reference/components/`: a route inside the docs root, one or more segments deep. */
const DOCS_ROOT_DIR = new RegExp(`^${DOCS_ROOT}(/[A-Za-z0-9._-]+)+/?$`);

export const pluginOptionsSchema: NonNullable<GatsbyNode['pluginOptionsSchema']> = ({ Joi }) => {
  const options: StrictOptionsSchemaMap<ComponentDocsOptions> = {
    libsRootDir: Joi.string().required().description('Folder of the library component sources'),
    docsRootDir: Joi.string()
      .pattern(DOCS_ROOT_DIR)
      .default(`${DOCS_ROOT}/components`)
      .messages({
        'string.pattern.base': `"docsRootDir" is {:[.]}; expected a route under ${DOCS_ROOT}/, such as ${DOCS_ROOT}/components`,
      })
      .description('Route under which component pages live'),
    pages: Joi.object()
      .pattern(Joi.string(), Joi.alternatives(Joi.string(), Joi.object().pattern(Joi.string(), Joi.string())))
      .required()
      .description('Family -> page key -> source file (relative to libsRootDir, without extension)'),
    version: Joi.string().required().description('The docs version: a name such as 5.x or 6.x'),
    routePrefix: Joi.string()
      .allow('')
      .default('')
      .description("What starts the pages' routes and keys (6.x); empty for the version served at /docs/"),
  };
  return Joi.object(options);
};

/**
 * The options Gatsby has checked against `pluginOptionsSchema` (defaults applied), typed. Checked
 * again by the same schema, so options that did not pass it throw, naming the option.
 */
export function readOptions(options: PluginOptions): ComponentDocsOptions {
  const schema = pluginOptionsSchema({ Joi });
  const { error, value } = schema.validate(options, { allowUnknown: true });
  if (error)
    throw new Error(`gatsby-source-component-docs: option "${String(error.details[0].path[0])}": ${error.message}`);
  const { libsRootDir, docsRootDir, pages, version, routePrefix } = value as ComponentDocsOptions;
  return { libsRootDir, docsRootDir, pages, version, routePrefix };
}

/** The route prefix of the plugin's docs version, as the site's route functions take it. */
export const routePrefixOf = (options: Pick<ComponentDocsOptions, 'routePrefix'>): RoutePrefix | undefined =>
  options.routePrefix ? asRoutePrefix(options.routePrefix) : undefined;

/**
 * The pages' ids within their version start with the docs root as given, relative to /docs/:
 * `/docs/reference/components/` -> `reference/components`.
 */
export const localDocRoot = (docsRootDir: string): string => docsRootDir.slice(DOCS_ROOT.length + 1).replace(/\/$/, '');
