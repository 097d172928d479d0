import CodeBlock from '../CodeBlock/CodeBlock';
import IconBrowser from '../IconBrowser/LazyIconBrowser';
import Admonition from './Admonition';
import { makeHeading } from './Heading';
import MdxLink from './MdxLink';
import PackageInstall from './PackageInstall';
import Table from './Table';
import ThemeBuilder from '../ThemeBuilder';

/** What MDX elements render as, and the components guides may use without importing. */
export const mdxComponents = {
  pre: CodeBlock,
  a: MdxLink,
  table: Table,
  h2: makeHeading(2),
  h3: makeHeading(3),
  h4: makeHeading(4),
  Admonition,
  PackageInstall,
  ThemeBuilder,
  IconBrowser,
};
