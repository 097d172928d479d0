import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

/**
 * A lazily loaded component that Retry can load again, by attempt. React.lazy keeps a failed
 * download's error for good, so each attempt after the first needs a lazy component of its own; the
 * first is made once, when the module loads, so server rendering and hydration share it.
 */
export function retryableLazy<P extends object>(
  load: () => Promise<{ default: ComponentType<P> }>,
): (attempt: number) => LazyExoticComponent<ComponentType<P>> {
  const first = lazy(load);
  return (attempt) => (attempt === 0 ? first : lazy(load));
}
