// Lighthouse's CPU slowdown for this machine.

/**
 * The CPU slowdown that makes a machine of this benchmark index emulate the mid-tier phone Lighthouse's
 * mobile preset aims at: the piecewise rule of Lighthouse's CPU throttling calculator, which its
 * throttling docs point to (150 → 1×, 800 → 2×, 1300 → 3×, 1533 → 4×, 2000 → 6×). The preset's
 * constant 4× is that phone only on a machine of about 1,500; on a slower or busier machine it
 * emulates a slower phone, so figures from different days compare only once calibrated.
 * @param {number} benchmarkIndex
 */
export function calibratedSlowdown(benchmarkIndex) {
  if (benchmarkIndex >= 1300) return 3 + (benchmarkIndex - 1300) / 233;
  if (benchmarkIndex >= 800) return 2 + (benchmarkIndex - 800) / 500;
  return Math.max(1, 1 + (benchmarkIndex - 150) / 650);
}
