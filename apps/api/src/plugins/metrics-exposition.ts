/**
 * The Prometheus text exposition format (version 0.0.4), written here rather than pulled in as a
 * dependency: the app needs counters, one histogram and a few gauges, nothing more.
 */
export const EXPOSITION_CONTENT_TYPE = 'text/plain; version=0.0.4; charset=utf-8';

export type TLabels = Readonly<Record<string, string>>;

export interface TSample {
  labels?: TLabels;
  value: number;
}

function escapeLabelValue(value: string): string {
  return value.replace(/\\/g, '\\\\').replace(/"/g, '\\"').replace(/\n/g, '\\n');
}

function formatValue(value: number): string {
  if (Number.isFinite(value)) return String(value);
  if (Number.isNaN(value)) return 'NaN';
  return value > 0 ? '+Inf' : '-Inf';
}

function formatLabels(labels: TLabels | undefined): string {
  const pairs = Object.entries(labels ?? {});
  if (pairs.length === 0) return '';
  return `{${pairs.map(([name, value]) => `${name}="${escapeLabelValue(value)}"`).join(',')}}`;
}

function header(name: string, type: 'counter' | 'gauge' | 'histogram', help: string): string[] {
  return [`# HELP ${name} ${help.replace(/\\/g, '\\\\').replace(/\n/g, '\\n')}`, `# TYPE ${name} ${type}`];
}

/** A metric whose samples are read when scraped (memory, queue depth, pool use). */
export function gaugeLines(name: string, help: string, samples: readonly TSample[]): string[] {
  return [...header(name, 'gauge', help), ...samples.map((sample) => `${name}${formatLabels(sample.labels)} ${formatValue(sample.value)}`)];
}

/** A series per distinct set of labels, kept in memory in the order first seen. */
class Series<T> {
  private readonly byKey = new Map<string, { labels: TLabels; state: T }>();

  constructor(private readonly create: () => T) {}

  of(labels: TLabels): T {
    const key = JSON.stringify(labels);
    let entry = this.byKey.get(key);
    if (!entry) {
      entry = { labels, state: this.create() };
      this.byKey.set(key, entry);
    }
    return entry.state;
  }

  entries(): IterableIterator<{ labels: TLabels; state: T }> {
    return this.byKey.values();
  }
}

export class Counter {
  private readonly series = new Series(() => ({ value: 0 }));

  constructor(
    private readonly name: string,
    private readonly help: string,
  ) {}

  inc(labels: TLabels, by = 1): void {
    this.series.of(labels).value += by;
  }

  lines(): string[] {
    const samples = [...this.series.entries()].map(
      ({ labels, state }) => `${this.name}${formatLabels(labels)} ${formatValue(state.value)}`,
    );
    return [...header(this.name, 'counter', this.help), ...samples];
  }
}

export class Histogram {
  private readonly series: Series<{ counts: number[]; sum: number; count: number }>;

  /** `bounds`: the upper bounds of the buckets, ascending; `+Inf` is added. */
  constructor(
    private readonly name: string,
    private readonly help: string,
    private readonly bounds: readonly number[],
  ) {
    this.series = new Series(() => ({ counts: bounds.map(() => 0), sum: 0, count: 0 }));
  }

  observe(labels: TLabels, value: number): void {
    const state = this.series.of(labels);
    const bucket = this.bounds.findIndex((bound) => value <= bound);
    if (bucket >= 0) state.counts[bucket] = (state.counts[bucket] ?? 0) + 1;
    state.sum += value;
    state.count += 1;
  }

  lines(): string[] {
    const lines = header(this.name, 'histogram', this.help);
    for (const { labels, state } of this.series.entries()) {
      let cumulative = 0;
      this.bounds.forEach((bound, index) => {
        cumulative += state.counts[index] ?? 0;
        lines.push(`${this.name}_bucket${formatLabels({ ...labels, le: formatValue(bound) })} ${cumulative}`);
      });
      lines.push(`${this.name}_bucket${formatLabels({ ...labels, le: '+Inf' })} ${state.count}`);
      lines.push(`${this.name}_sum${formatLabels(labels)} ${formatValue(state.sum)}`);
      lines.push(`${this.name}_count${formatLabels(labels)} ${state.count}`);
    }
    return lines;
  }
}
