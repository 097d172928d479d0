import path from 'path';
import { ComponentParser } from './plugins/gatsby-source-component-docs/docgen';
import { listPages } from './plugins/gatsby-source-component-docs/page-list';
import pages from './content/data/component-pages.json';
const root = path.resolve('node_modules/react-native-paper/src/components');
const list = listPages(pages as any);
const files = list.map(p => path.join(root, p.source + '.tsx'));
console.time('parse');
const parser = new ComponentParser(files, path.resolve(root, '..'));
for (const [i, f] of files.entries()) {
  const r = parser.parse(f);
  console.log(list[i].title, r ? `${r.props.length} props; ext=${r.extends?.name ?? '-'}; desc=${JSON.stringify(r.description.slice(0, 40))}` : 'NONE');
}
console.timeEnd('parse');
const show = (t: string) => { const i = list.findIndex(p => p.title === t); const r = parser.parse(files[i])!; console.log(t, JSON.stringify(r.props.map(p => [p.name, p.required, p.type, p.defaultValue, p.badges.map(b=>b.kind).join()]))); };
['Button','Snackbar','Surface','Tooltip','TextInput','Appbar.Action'].forEach(show);
