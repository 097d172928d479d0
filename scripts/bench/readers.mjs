// The readers' sets by half, without the rest of the benchmark: each version's questions from the
// issue tracker over the built index, right section first, right page first and in the top three,
// for the tuning half, the hold-out half and both (issue 62: a ranking rule is kept only if it gains
// on the hold-out half and loses nothing on the project's own sets, printed last). `first labels` is
// both halves as the sets were first labelled, without the answers judged since (`judged`). The fresh
// sets follow: questions collected later, blind, whose hold-out half no one has read the misses of.
// Usage: node scripts/bench/readers.mjs [--public <built public/>] [--misses]
import path from 'node:path';
import { parseArgs } from 'node:util';
import { BASE } from './served-site.mjs';
import { relevanceHelper } from './search.mjs';

const { values } = parseArgs({
  options: { public: { type: 'string', default: 'public' }, misses: { type: 'boolean' } },
});
const { relevanceOfEveryVersion, halfFigures } = await relevanceHelper();
/** @param {number} n @param {number} of */
const share = (n, of) => `${n}/${of} (${Math.round((100 * n) / of)}%)`;
const publicDir = path.resolve(values.public);
const firstLabelled = relevanceOfEveryVersion(publicDir, BASE, 'readers', { firstLabels: true });

/** @param {'readers' | 'fresh'} set */
function printSet(set) {
  for (const [i, { version, report }] of relevanceOfEveryVersion(publicDir, BASE, set).entries()) {
    console.log(`\n${version} ${set.padEnd(16)}right first       right page first   in the top three`);
    const halves = [halfFigures(report, 'tuning'), halfFigures(report, 'hold-out'), { half: 'both', ...report }];
    if (set === 'readers') halves.push({ half: 'first labels', ...firstLabelled[i].report });
    for (const h of halves)
      console.log(
        `  ${h.half.padEnd(12)} ${share(h.firstRight, h.questions).padEnd(18)} ${share(h.pageFirst, h.questions).padEnd(18)} ${share(h.inTopThree, h.questions)}`,
      );
    // The fresh sets' hold-out half is only counted: its misses stay unread.
    const shown = report.answers.filter((a) => a.rank !== 1 && (set === 'readers' || a.half === 'tuning'));
    if (values.misses)
      for (const a of shown)
        console.log(
          `    ✘ ${a.q}  →  ${a.top[0] ?? 'nothing'}  (right at ${a.rank ?? 'none'}; ${a.page}${a.section ? `#${a.section}` : ''})`,
        );
  }
}
printSet('readers');
printSet('fresh');

for (const { version, report } of relevanceOfEveryVersion(publicDir, BASE))
  console.log(
    `\n${version} own set: ${share(report.firstRight, report.answers.length)} right first, ${share(report.inTopThree, report.answers.length)} in the top three`,
  );
