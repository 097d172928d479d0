/** How many of the frame's messages the page acts on per second (answers to its pings aside); the rest are counted and dropped. */
const FRAME_MESSAGES_PER_SECOND = 60;
/**
 * How many of the frame's messages the page even reads per second, pings' answers included: the
 * rest are counted and dropped unread. Well above what the frame's runtime sends (it budgets its
 * own reports), so only code that took over the frame's channel meets it.
 */
export const FRAME_READS_PER_SECOND = 120;

interface MessageBudget {
  /** True when one more message fits this second's budget. */
  admit(): boolean;
  /** How many were dropped since the last call. */
  takeDropped(): number;
}

/**
 * A per-second allowance for what the frame reports: the example's code can make the runtime
 * report without pause (errors from a timer, callbacks in a loop), and a page that rendered each
 * report would stop answering its reader. The page reads the frame within one and acts on what it
 * read within another; the frame sends its errors and its logged callbacks within budgets of their own.
 */
export function createMessageBudget(
  perSecond = FRAME_MESSAGES_PER_SECOND,
  now: () => number = () => performance.now(),
): MessageBudget {
  let windowStart = now();
  let admitted = 0;
  let dropped = 0;
  return {
    admit() {
      const time = now();
      if (time - windowStart >= 1000) {
        windowStart = time;
        admitted = 0;
      }
      if (admitted < perSecond) {
        admitted += 1;
        return true;
      }
      dropped += 1;
      return false;
    },
    takeDropped() {
      const count = dropped;
      dropped = 0;
      return count;
    },
  };
}
