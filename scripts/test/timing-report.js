// The table `npm test` ends with: where the time went.
/** @param {number} value */
const seconds = (value) => `${Math.round(value)} s`;

/**
 * @param {import('./results').PhaseRun[]} ran
 * @param {[string, number, string][]} slowest
 * @param {number} total
 */
function timingReport(ran, slowest, total) {
  const lines = [
    `## Test suite timing (wall time ${seconds(total)})`,
    '',
    '| Phase | Started at | Wall time | Result |',
    '| --- | ---: | ---: | --- |',
    ...[...ran]
      .sort((a, b) => a.start - b.start)
      .map(
        ({ name, start, seconds: took, status }) =>
          `| ${name} | ${seconds(start)} | ${seconds(took)} | ${status === 0 ? 'passed' : 'failed'} |`,
      ),
    '',
    `| Slowest test files | Time | Runner |`,
    '| --- | ---: | --- |',
    ...slowest.map(([file, took, runner]) => `| ${file} | ${seconds(took)} | ${runner} |`),
    '',
  ];
  return lines.join('\n');
}

module.exports = { timingReport };
