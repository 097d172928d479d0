import { useCallback, useSyncExternalStore } from 'react';
import { readStorage, writeStorage } from '../../lib/storage';
import type { PackageManager } from '../../shared/install-command';

export { PACKAGE_MANAGERS, type PackageManager } from '../../shared/install-command';

const KEY = 'package-manager';
const listeners = new Set<() => void>();

function read(): PackageManager {
  const stored = readStorage(KEY);
  return stored === 'yarn' ? 'yarn' : 'npm';
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => event.key === KEY && listener();
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

/** The reader's package manager, remembered and shared by every install tab set on the page. */
export function usePackageManager(): [PackageManager, (value: PackageManager) => void] {
  const value = useSyncExternalStore(subscribe, read, () => 'npm' as PackageManager);
  const set = useCallback((next: PackageManager) => {
    writeStorage(KEY, next);
    listeners.forEach((listener) => listener());
  }, []);
  return [value, set];
}
