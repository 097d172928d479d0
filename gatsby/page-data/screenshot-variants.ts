import { z } from 'zod';
import { keyedByComponent, text } from './schema-parts';
import { readScreenshotManifest, screenshotsFor, type ScreenshotManifest } from './screenshot-manifest';
import { docVersions } from '../config/site-config';
import { versionNamed } from '../../src/shared/doc-versions';
import { byComponent, pageData } from './entry';

const manifests = new Map<string, ScreenshotManifest>();
/** A version's screenshot manifest (static/<screenshots>/manifest.json), read once per build. */
function manifestOf(name: string): ScreenshotManifest {
  if (!manifests.has(name)) manifests.set(name, readScreenshotManifest(versionNamed(docVersions(), name)));
  return manifests.get(name)!;
}

/** screenshot-variants.json: which screenshots a page shows, one per variant ('' for a single one). */
export const screenshotVariants = pageData({
  schema: keyedByComponent(z.array(text(), { error: 'expected a list of variant names.' })),
  nodeType: 'ComponentScreenshotVariants',
  typeDefs: `
    type ComponentScreenshotVariants implements Node @dontInfer {
      "The component's title"
      component: String!
      "The docs version whose page data folder the entry is in (5.x, 6.x)"
      version: String!
      "Variant names; empty for a single screenshot"
      variants: [String!]!
    }
    type ComponentScreenshot {
      "The variant's name; empty for a single screenshot"
      variant: String!
      "The screenshot in the light theme"
      light: ScreenshotImage!
      "The screenshot in the dark theme"
      dark: ScreenshotImage!
    }
    type ScreenshotImage {
      "Site path of the image, without the base path"
      src: String!
      "Width in pixels"
      width: Int!
      "Height in pixels"
      height: Int!
      "The picture as a data: URL: a page's first light screenshot of at most 8 kB, which paints with the page; null for the others"
      inline: String
    }
  `,
  nodes: (variants) =>
    Object.entries(variants).map(([component, names]) => [component, { component, variants: names }]),
  field: {
    name: 'screenshots',
    type: '[ComponentScreenshot!]!',
    description: "One light and dark screenshot per variant listed in the version's screenshot-variants.json",
    resolve: async (source, _, { nodeModel }) => {
      const listed = (await nodeModel.findOne({
        type: 'ComponentScreenshotVariants',
        query: byComponent(source),
      })) as { variants: string[] } | null;
      const version = versionNamed(docVersions(), source.version);
      return listed ? screenshotsFor(source.title, listed.variants, manifestOf(source.version), version) : [];
    },
  },
  checkTitles: true,
});
