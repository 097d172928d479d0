import { useEffect, useState } from 'react';

/**
 * For the browser tests only: with `?crash-test` in the address, the page
 * content throws (with a cause chain) once loaded, until the test sets
 * `window.__crashTestRecovered` to stand for the failure having gone away.
 * It renders nothing otherwise.
 */
function CrashTest() {
  const [armed, setArmed] = useState(false);
  useEffect(() => {
    if (new URLSearchParams(window.location.search).has('crash-test')) setArmed(true);
  }, []);
  if (armed && !(window as { __crashTestRecovered?: boolean }).__crashTestRecovered) {
    throw new Error('Rendering the page failed', {
      cause: new Error('Could not read the page data', { cause: new TypeError('props is undefined') }),
    });
  }
  return null;
}

/**
 * Exists only in builds for the tests: `scripts/test.mjs` builds with GATSBY_CRASH_TEST=1. webpack
 * writes the variable's value into the code, and `.env.production` gives it one in every other
 * build, so there the condition is constant and minification drops CrashTest: no reader can crash
 * a live page.
 */
export default process.env.GATSBY_CRASH_TEST === '1' ? CrashTest : null;
