// The slice of autocannon 9's API the bench uses; it ships no types and
// @types/autocannon is not installed. See node_modules/autocannon/README.md.
declare module "autocannon" {
  namespace autocannon {
    interface Request {
      method?: string;
      path?: string;
      headers?: Record<string, string>;
      body?: string | Buffer;
      /** Changes each request before it is sent (e.g. a per-request header). */
      setupRequest?: (request: Request, context: Record<string, unknown>) => Request;
      /** Sees every response, body included. */
      onResponse?: (status: number, body: string, context: Record<string, unknown>, headers: Record<string, string>) => void;
    }

    interface Options extends Request {
      url: string;
      connections?: number;
      /** Seconds. */
      duration?: number;
      /** A fixed number of requests, answered in full, instead of a duration. */
      amount?: number;
      /** Seconds to wait for a response before counting a timeout. */
      timeout?: number;
      title?: string;
      requests?: Request[];
    }

    /** An hdr-histogram-percentiles-obj summary. */
    interface Histogram {
      average: number;
      mean: number;
      stddev: number;
      min: number;
      max: number;
      total: number;
      p50: number;
      p90: number;
      p99: number;
    }

    interface Result {
      title?: string;
      url: string;
      /** Requests per second, sampled once a second. */
      requests: Histogram;
      /** Milliseconds. */
      latency: Histogram;
      /** Bytes per second. */
      throughput: Histogram;
      duration: number;
      errors: number;
      timeouts: number;
      non2xx: number;
      statusCodeStats: Record<string, { count: number }>;
    }
  }

  function autocannon(options: autocannon.Options): Promise<autocannon.Result>;
  export default autocannon;
}
