import { createRouteProgress } from '../../src/navigation/route-progress';
import { nextNavbarVisibility } from '../../src/layout/Navbar/navbar-visibility';
import { collapsibleDuration } from '../../src/components/Collapsible/collapsible-duration';
import { causeChain } from '../../src/lib/errors';

describe('route progress', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  const setup = () => {
    const bar = { start: jest.fn(), done: jest.fn() };
    return { bar, progress: createRouteProgress(bar, 200) };
  };

  it('shows nothing for a navigation that ends within 200 ms', () => {
    const { bar, progress } = setup();
    progress.start();
    jest.advanceTimersByTime(199);
    progress.done();
    jest.advanceTimersByTime(1000);
    expect(bar.start).not.toHaveBeenCalled();
    expect(bar.done).not.toHaveBeenCalled();
  });

  it('starts the bar 200 ms after navigation began and finishes it on render', () => {
    const { bar, progress } = setup();
    progress.start();
    jest.advanceTimersByTime(200);
    expect(bar.start).toHaveBeenCalledTimes(1);
    progress.start(); // a second navigation while the bar runs does not restart it
    jest.advanceTimersByTime(500);
    expect(bar.start).toHaveBeenCalledTimes(1);
    progress.done();
    expect(bar.done).toHaveBeenCalledTimes(1);
  });
});

describe('navbar hide on scroll', () => {
  const height = 64;
  it('hides when scrolling down past the navbar and shows when scrolling up', () => {
    let state = { visible: true, lastY: 0 };
    state = nextNavbarVisibility(state, 40, height);
    expect(state.visible).toBe(true);
    state = nextNavbarVisibility(state, 300, height);
    expect(state.visible).toBe(false);
    state = nextNavbarVisibility(state, 250, height);
    expect(state.visible).toBe(true);
    state = nextNavbarVisibility(state, 500, height);
    expect(state.visible).toBe(false);
    state = nextNavbarVisibility(state, 30, height);
    expect(state.visible).toBe(true);
  });
});

describe('collapsibleDuration', () => {
  it('grows with the content height and stays within bounds', () => {
    expect(collapsibleDuration(0)).toBe(0);
    const small = collapsibleDuration(40);
    const large = collapsibleDuration(600);
    expect(small).toBeGreaterThan(120);
    expect(large).toBeGreaterThan(small);
    expect(collapsibleDuration(100000)).toBe(500);
  });
});

describe('causeChain', () => {
  it('lists an error and its causes, outermost first', () => {
    const error = new Error('Rendering failed', { cause: new TypeError('x is undefined', { cause: 'network down' }) });
    expect(causeChain(error)).toEqual(['Error: Rendering failed', 'TypeError: x is undefined', 'network down']);
  });

  it('stops on a cycle', () => {
    const a = new Error('a') as Error & { cause?: unknown };
    const b = new Error('b', { cause: a });
    a.cause = b;
    expect(causeChain(a)).toEqual(['Error: a', 'Error: b']);
  });
});
