/**
 * Runs of one piece of work per key, shared by callers that arrive together, without ever handing a
 * caller a run that began before it arrived: a run that began earlier may have missed a write the
 * caller just made. While a run is going, callers for the same key wait for one next run, started as
 * soon as the current one ends; however many wait, they share it. So at most two runs per key exist
 * at a time (one going, one waiting), and a burst of N callers costs two runs instead of N.
 */
export class NextRun<TKey, TValue> {
  private readonly states = new Map<TKey, { going: Promise<TValue>; waiting?: Promise<TValue> }>();

  run(key: TKey, work: () => Promise<TValue>): Promise<TValue> {
    const state = this.states.get(key);
    if (!state) return this.start(key, work);
    state.waiting ??= state.going.then(
      () => this.startAfter(key, work),
      () => this.startAfter(key, work),
    );
    return state.waiting;
  }

  /** Keys with a run going, for tests and metrics. */
  get size(): number {
    return this.states.size;
  }

  private start(key: TKey, work: () => Promise<TValue>): Promise<TValue> {
    const state: { going: Promise<TValue>; waiting?: Promise<TValue> } = { going: Promise.resolve(undefined as TValue) };
    state.going = work().finally(() => {
      // The waiting run, if any, has taken over by now (see startAfter); otherwise the key is free.
      if (this.states.get(key) === state && state.waiting === undefined) this.states.delete(key);
    });
    this.states.set(key, state);
    return state.going;
  }

  /** The waiting run begins: it becomes the one going, and later callers wait for the run after it. */
  private startAfter(key: TKey, work: () => Promise<TValue>): Promise<TValue> {
    this.states.delete(key);
    return this.start(key, work);
  }
}
