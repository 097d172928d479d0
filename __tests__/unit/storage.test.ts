import { readStorage, resetStorageWarning, writeStorage } from '../../src/lib/storage';

describe('safe storage', () => {
  const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  afterEach(() => {
    warn.mockClear();
    resetStorageWarning();
  });

  it('reads and writes when storage works', () => {
    const data = new Map<string, string>();
    (globalThis as any).window = {
      localStorage: {
        getItem: (k: string) => data.get(k) ?? null,
        setItem: (k: string, v: string) => data.set(k, v),
        removeItem: (k: string) => data.delete(k),
      },
    };
    writeStorage('theme', 'dark');
    expect(readStorage('theme')).toBe('dark');
    writeStorage('theme', null);
    expect(readStorage('theme')).toBeNull();
    expect(warn).not.toHaveBeenCalled();
  });

  it('keeps working and warns once when storage is unavailable', () => {
    (globalThis as any).window = {
      get localStorage(): Storage {
        throw new Error('The operation is insecure.');
      },
    };
    expect(readStorage('theme')).toBeNull();
    expect(() => writeStorage('theme', 'dark')).not.toThrow();
    expect(readStorage('theme')).toBeNull();
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn.mock.calls[0][0]).toMatch(/Browser storage is unavailable.*The operation is insecure/);
  });
});
