// Statistics the benchmark's measurements share, and how its reports write figures.

/**
 * The median of `values` (the upper of the two middle values for an even count), undefined for none.
 * Sorts a copy, so the caller's array is left as it was.
 * @param {readonly number[]} values
 * @returns {number | undefined}
 */
export const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/** A duration in milliseconds as the reports write it: `123 ms`. */
export const ms = (/** @type {number | undefined} */ value) => `${Math.round(value ?? 0)} ms`;

/** A size in bytes as the reports write it: `12.3 kB`. */
export const kb = (/** @type {number} */ bytes) => `${(bytes / 1024).toFixed(1)} kB`;
