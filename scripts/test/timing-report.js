// The table `npm test` ends with: where the time went.
/** @param {number} value */
const seconds = (value) => `${Math.round(value)} s`;

/**
 * @param {import('./results').PhaseRun[]} ran
 * @param {[string, number, string][]} slowest
 * @param {number} total
 * @param {{ cores: number, busy: number }} [machine] how many cores, and their busy seconds during the run
 */
function timingReport(ran, slowest, total, machine) {
  const load = machine
    ? `; the machine's ${machine.cores} cores busy ${seconds(machine.busy)} of ${seconds(machine.cores * total)}`
    : '';
  const lines = [
    `## Test suite timing (wall time ${seconds(total)}${load})`,
    '',
    "CPU time: the phase's and that of the processes it waited for (a browser's page processes are not among them).",
    '',
    '| Phase | Started at | Wall time | CPU time | Result |',
    '| --- | ---: | ---: | ---: | --- |',
    ...[...ran]
      .sort((a, b) => a.start - b.start)
      .map(
        ({ name, start, seconds: took, cpu, status }) =>
          `| ${name} | ${seconds(start)} | ${seconds(took)} | ${cpu === undefined ? '–' : seconds(cpu)} | ${status === 0 ? 'passed' : 'failed'} |`,
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
