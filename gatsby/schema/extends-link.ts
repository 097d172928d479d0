const CURRENT_SITE = /^https:\/\/callstack\.github\.io\/react-native-paper\/docs\/components\/(.+?)\/?$/;

interface ExtendsTarget {
  to: string;
  label: string;
  /** The link leaves this site (React Native's documentation). */
  external: boolean;
}

/**
 * Where an `@extends` annotation points: a page of this site when it names a
 * documented component (or links to one on the old site), else its URL.
 */
export function extendsTarget(
  extended: { name: string; url: string | null },
  components: { title: string; localId: string; path: string }[],
): ExtendsTarget | null {
  const oldSitePath = extended.url ? CURRENT_SITE.exec(extended.url)?.[1] : undefined;
  const local =
    (oldSitePath && components.find((c) => c.localId === `components/${oldSitePath}`)) ||
    (!extended.url && components.find((c) => c.title === extended.name));
  if (local) return { to: local.path, label: local.title, external: false };
  if (extended.url) return { to: extended.url, label: extended.name, external: true };
  return null;
}

/**
 * The "also accepts the props of" link of a component page, resolved at build time: none when
 * inherited-prop groups already say where the props come from.
 */
export function extendsLinkOf(
  doc: { extends: { name: string; url: string | null } | null; inheritedProps: readonly unknown[] },
  components: { title: string; localId: string; path: string }[],
): ExtendsTarget | null {
  return doc.extends && doc.inheritedProps.length === 0 ? extendsTarget(doc.extends, components) : null;
}
