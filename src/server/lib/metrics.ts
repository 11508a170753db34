/**
 * This instance's request counts and latencies, kept in memory and read by /api/metrics in the
 * Prometheus text format. Each instance reports its own: Prometheus adds them up.
 */

const BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

type Series = { count: number; sum: number; buckets: number[] };

export type Metrics = {
  /** One answered request; `route` is the matched pattern (never the raw path: it may hold ids). */
  observe(method: string, route: string, status: number, seconds: number): void;
  /** One open event stream of a kind; call the returned function when it closes. */
  streamOpened(kind: 'user' | 'slots'): () => void;
  openStreams(kind: 'user' | 'slots'): number;
  render(gauges: Gauge[]): string;
};

export type Gauge = { name: string; help: string; value: number; labels?: Record<string, string> };

const escapeLabel = (v: string) => v.replace(/\\/g, '\\\\').replace(/"/g, '\\"').replace(/\n/g, '\\n');
const labelText = (labels: Record<string, string>) => {
  const parts = Object.entries(labels).map(([k, v]) => `${k}="${escapeLabel(v)}"`);
  return parts.length ? `{${parts.join(',')}}` : '';
};

export function createMetrics(): Metrics {
  const requests = new Map<string, number>();
  const durations = new Map<string, Series>();
  const streams = { user: 0, slots: 0 };

  return {
    observe(method, route, status, seconds) {
      const key = JSON.stringify([method, route, String(status)]);
      requests.set(key, (requests.get(key) ?? 0) + 1);
      const dKey = JSON.stringify([method, route]);
      const series = durations.get(dKey) ?? { count: 0, sum: 0, buckets: BUCKETS.map(() => 0) };
      series.count++;
      series.sum += seconds;
      BUCKETS.forEach((le, i) => {
        if (seconds <= le) series.buckets[i]!++;
      });
      durations.set(dKey, series);
    },
    streamOpened(kind) {
      streams[kind]++;
      let open = true;
      return () => {
        if (open) streams[kind]--;
        open = false;
      };
    },
    openStreams: (kind) => streams[kind],
    render(gauges) {
      const out: string[] = [];
      out.push('# HELP http_requests_total Requests answered, by method, matched route and status.');
      out.push('# TYPE http_requests_total counter');
      for (const [key, n] of requests) {
        const [method, route, status] = JSON.parse(key) as string[];
        out.push(`http_requests_total${labelText({ method: method!, route: route!, status: status! })} ${n}`);
      }
      out.push('# HELP http_request_duration_seconds Time to answer, by method and matched route.');
      out.push('# TYPE http_request_duration_seconds histogram');
      for (const [key, s] of durations) {
        const [method, route] = JSON.parse(key) as string[];
        const base = { method: method!, route: route! };
        BUCKETS.forEach((le, i) =>
          out.push(
            `http_request_duration_seconds_bucket${labelText({ ...base, le: String(le) })} ${s.buckets[i]}`,
          ),
        );
        out.push(`http_request_duration_seconds_bucket${labelText({ ...base, le: '+Inf' })} ${s.count}`);
        out.push(`http_request_duration_seconds_sum${labelText(base)} ${s.sum}`);
        out.push(`http_request_duration_seconds_count${labelText(base)} ${s.count}`);
      }
      const seen = new Set<string>();
      for (const g of gauges) {
        if (!seen.has(g.name)) {
          out.push(`# HELP ${g.name} ${g.help}`, `# TYPE ${g.name} gauge`);
          seen.add(g.name);
        }
        out.push(`${g.name}${labelText(g.labels ?? {})} ${g.value}`);
      }
      return `${out.join('\n')}\n`;
    },
  };
}
