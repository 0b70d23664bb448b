import { describe, expect, it } from 'vitest';
import { Counter, gaugeLines, Histogram } from './metrics-exposition.ts';

describe('Prometheus text exposition', () => {
  it('writes one sample per label set, escaping what would break the line', () => {
    const counter = new Counter('requests_total', 'Requests.\nAll of them.');
    counter.inc({ route: '/a' });
    counter.inc({ route: '/a' });
    counter.inc({ route: 'say "hi"\\\n' }, 3);
    expect(counter.lines()).toEqual([
      '# HELP requests_total Requests.\\nAll of them.',
      '# TYPE requests_total counter',
      'requests_total{route="/a"} 2',
      'requests_total{route="say \\"hi\\"\\\\\\n"} 3',
    ]);
  });

  it('keeps histogram buckets cumulative, with +Inf, sum and count', () => {
    const histogram = new Histogram('latency_seconds', 'Latency.', [0.1, 1]);
    for (const value of [0.05, 0.1, 0.5, 7]) histogram.observe({ route: '/a' }, value);
    expect(histogram.lines()).toEqual([
      '# HELP latency_seconds Latency.',
      '# TYPE latency_seconds histogram',
      'latency_seconds_bucket{route="/a",le="0.1"} 2',
      'latency_seconds_bucket{route="/a",le="1"} 3',
      'latency_seconds_bucket{route="/a",le="+Inf"} 4',
      'latency_seconds_sum{route="/a"} 7.65',
      'latency_seconds_count{route="/a"} 4',
    ]);
  });

  it('writes gauges with or without labels', () => {
    expect(gaugeLines('queue_jobs', 'Jobs.', [{ labels: { status: 'dead' }, value: 2 }, { value: Number.POSITIVE_INFINITY }])).toEqual([
      '# HELP queue_jobs Jobs.',
      '# TYPE queue_jobs gauge',
      'queue_jobs{status="dead"} 2',
      'queue_jobs +Inf',
    ]);
  });
});
