import { describe, expect, it } from 'vitest';
import { NextRun } from './next-run.ts';

/** Work whose runs the test ends by hand, numbered in the order they began. */
function controlledWork() {
  const runs: { number: number; finish: (value: string) => void; fail: (error: Error) => void }[] = [];
  const work = () =>
    new Promise<string>((resolve, reject) => {
      const number = runs.length + 1;
      runs.push({ number, finish: resolve, fail: reject });
    });
  const settle = () => new Promise((resolve) => setImmediate(resolve));
  return { runs, work, settle };
}

describe('NextRun', () => {
  it('gives callers that arrive during a run one shared next run, begun after they arrived', async () => {
    const nextRun = new NextRun<string, string>();
    const { runs, work, settle } = controlledWork();
    const first = nextRun.run('order-1', work);
    const second = nextRun.run('order-1', work);
    const third = nextRun.run('order-1', work);
    expect(runs).toHaveLength(1);

    runs[0]!.finish('trace as of run 1');
    expect(await first).toBe('trace as of run 1');
    await settle();
    expect(runs).toHaveLength(2);
    runs[1]!.finish('trace as of run 2');
    expect(await Promise.all([second, third])).toEqual(['trace as of run 2', 'trace as of run 2']);
    expect(nextRun.size).toBe(0);
  });

  it('starts a further run for a caller arriving while the shared next run is going', async () => {
    const nextRun = new NextRun<string, string>();
    const { runs, work, settle } = controlledWork();
    void nextRun.run('order-1', work);
    const waiting = nextRun.run('order-1', work);
    runs[0]!.finish('run 1');
    await settle();
    const late = nextRun.run('order-1', work);
    runs[1]!.finish('run 2');
    expect(await waiting).toBe('run 2');
    await settle();
    expect(runs).toHaveLength(3);
    runs[2]!.finish('run 3');
    expect(await late).toBe('run 3');
  });

  it('keeps keys apart, and lets a failed run fail only its own callers', async () => {
    const nextRun = new NextRun<string, string>();
    const { runs, work, settle } = controlledWork();
    const failing = nextRun.run('order-1', work);
    const other = nextRun.run('order-2', work);
    const waiting = nextRun.run('order-1', work);
    expect(runs).toHaveLength(2);

    runs[0]!.fail(new Error('the database went away'));
    await expect(failing).rejects.toThrow('the database went away');
    runs[1]!.finish('order 2');
    expect(await other).toBe('order 2');
    await settle();
    runs[2]!.finish('order 1, again');
    expect(await waiting).toBe('order 1, again');
    expect(nextRun.size).toBe(0);
  });
});
