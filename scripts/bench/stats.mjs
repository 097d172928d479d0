// Statistics the benchmark's measurements share.

/**
 * The median of `values` (the upper of the two middle values for an even count), undefined for none.
 * Sorts a copy, so the caller's array is left as it was.
 * @param {readonly number[]} values
 * @returns {number | undefined}
 */
export const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
