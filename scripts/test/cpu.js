// CPU time, for the timing table: a phase's own (GNU time's report) and the whole machine's.
const fs = require('node:fs');

/** The kernel's clock ticks per second, as /proc/stat counts them (100 on Linux). */
const TICKS = 100;

/**
 * User plus system seconds of a phase and every process it waited for, from the file GNU time
 * wrote (`-f '%U %S'`, after a line saying the command failed, if it did); undefined where there is none.
 * @param {string} file
 */
function phaseCpuSeconds(file) {
  if (!fs.existsSync(file)) return undefined;
  const [user, system] = (fs.readFileSync(file, 'utf8').trim().split('\n').at(-1) ?? '').split(' ').map(Number);
  return Number.isFinite(user) && Number.isFinite(system) ? user + system : undefined;
}

/** Seconds the machine's cores have spent busy since boot (Linux), or undefined elsewhere. */
function machineBusySeconds() {
  if (!fs.existsSync('/proc/stat')) return undefined;
  const [user, nice, system, , , irq, softirq, steal] = fs
    .readFileSync('/proc/stat', 'utf8')
    .split('\n')[0]
    .trim()
    .split(/\s+/)
    .slice(1)
    .map(Number);
  return (user + nice + system + irq + softirq + steal) / TICKS;
}

module.exports = { phaseCpuSeconds, machineBusySeconds };
