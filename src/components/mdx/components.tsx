import CodeBlock from '../CodeBlock/CodeBlock';
import IconBrowser from '../IconBrowser/LazyIconBrowser';
import Admonition from './Admonition';
import type { GuideComponent } from '../../shared/guide-components';
import { makeHeading } from './Heading';
import MdxLink from './MdxLink';
import PackageInstall from './PackageInstall';
import Table from './Table';
import ThemeBuilder from '../ThemeBuilder';
import MigrationCheck from '../MigrationCheck';

/** The components guides may use without importing, exactly those `GUIDE_COMPONENTS` names. */
const guideComponents = { Admonition, PackageInstall, ThemeBuilder, IconBrowser, MigrationCheck } satisfies Record<
  GuideComponent,
  unknown
>;

/** What MDX elements render as, and the guides' own components. */
export const mdxComponents = {
  pre: CodeBlock,
  a: MdxLink,
  table: Table,
  h2: makeHeading(2),
  h3: makeHeading(3),
  h4: makeHeading(4),
  ...guideComponents,
};
