/**
 * localStorage that never throws: when storage is unavailable (privacy mode,
 * blocked cookies) the site warns once in the console and works without it.
 */
let warned = false;

function warnOnce(error: unknown): void {
  if (warned) return;
  warned = true;
  console.warn(
    `Browser storage is unavailable, so preferences (colour mode, closed announcements) will not be remembered: ${String(error)}`,
  );
}

export function readStorage(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch (error) {
    warnOnce(error);
    return null;
  }
}

export function writeStorage(key: string, value: string | null): void {
  try {
    if (value === null) window.localStorage.removeItem(key);
    else window.localStorage.setItem(key, value);
  } catch (error) {
    warnOnce(error);
  }
}

/** For tests only: lets a test see the warning again. */
export function resetStorageWarning(): void {
  warned = false;
}
