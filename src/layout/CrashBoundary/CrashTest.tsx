import { useEffect, useState } from 'react';

/**
 * For the browser tests only: with `?crash-test` in the address, the page
 * content throws (with a cause chain) once loaded, until the test sets
 * `window.__crashTestRecovered` to stand for the failure having gone away.
 * It renders nothing otherwise.
 */
export default function CrashTest() {
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
