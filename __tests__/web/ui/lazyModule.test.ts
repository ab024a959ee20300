// A module loaded on demand: one load however many callers, remembered once here, tried again after a failure.
import { lazyModule } from '../../../src/ui/lazyModule';

describe('lazyModule', () => {
  it('loads once for every caller and then hands the module out at once', async () => {
    const importModule = jest.fn(() => Promise.resolve({ answer: 42 }));
    const lazy = lazyModule(importModule);
    expect(lazy.loaded()).toBeUndefined();
    const [first, second] = await Promise.all([lazy.load(), lazy.load()]);
    expect(first).toBe(second);
    expect(lazy.loaded()).toBe(first);
    await lazy.load();
    expect(importModule).toHaveBeenCalledTimes(1);
  });

  it('tries again after a failed load (offline) instead of failing for ever', async () => {
    const importModule = jest
      .fn<Promise<{ answer: number }>, []>()
      .mockRejectedValueOnce(new Error('ChunkLoadError'))
      .mockResolvedValueOnce({ answer: 42 });
    const lazy = lazyModule(importModule);
    await expect(lazy.load()).rejects.toThrow('ChunkLoadError');
    expect(lazy.loaded()).toBeUndefined();
    await expect(lazy.load()).resolves.toEqual({ answer: 42 });
    expect(lazy.loaded()).toEqual({ answer: 42 });
  });
});
