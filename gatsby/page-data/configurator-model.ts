import {
  configuratorModel,
  missingStart,
  typeAliases,
  type PropSource,
  type Starter,
} from '../../src/shared/configurator/controls';

/** A content/5.x/data/configurator.json entry as a node. */
export interface ConfiguratorEntry extends Starter {
  without?: string | null;
}

interface Source {
  title: string;
  props: readonly PropSource[];
  types: readonly { definition: readonly { text: string }[] }[];
}

/**
 * Whether a component page gets a configurator: its starting point when it does, or why not (the
 * data file says so, or a required prop would start without a value).
 */
export function configuratorOf(
  source: Source,
  entry: ConfiguratorEntry | null,
): { starter: Starter } | { without: string } {
  if (entry?.without) return { without: entry.without };
  const starter: Starter = {
    ...(entry?.props ? { props: entry.props } : {}),
    ...(entry?.code ? { code: entry.code } : {}),
    ...(entry?.inside ? { inside: entry.inside } : {}),
  };
  const model = configuratorModel(source.title, source.props, typeAliases(source.types), starter);
  const missing = missingStart(model, source.props);
  return missing ? { without: missing } : { starter };
}
