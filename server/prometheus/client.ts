import { z } from 'zod';
import { METRICS_MESSAGES, type WidgetRange, type WidgetResult } from '../../src/contract/metrics.ts';
import { ConsoleError } from '../http/errors.ts';
import { describeCause } from '../support/outside.ts';
import type { PrometheusConfig } from './config.ts';

/** How long a range query may take before the dashboard says Prometheus did not answer. */
export const QUERY_TIMEOUT_MS = 10_000;
/** How long /admin/info waits to learn whether Prometheus answers at all. */
export const PROBE_TIMEOUT_MS = 2_000;
/** The largest answer read; 11,000 points of a hundred series stay well under it. */
const MAX_ANSWER_BYTES = 16 * 1024 * 1024;
/** The most series one target charts (a legend of more is unreadable). */
export const MAX_SERIES = 100;

const answerSchema = z.object({
  status: z.string(),
  data: z
    .object({
      resultType: z.string(),
      result: z.array(
        z.object({
          metric: z.record(z.string(), z.string()),
          values: z.array(z.tuple([z.number(), z.string()])).optional(),
          value: z.tuple([z.number(), z.string()]).optional(),
        }),
      ),
    })
    .optional(),
  error: z.string().optional(),
});

export interface RangeAnswer {
  resultType: string;
  result: WidgetResult[];
}

/**
 * Prometheus's HTTP API (`/api/v1/query_range`, `/api/v1/query`). No answer is a 502 "prometheus URL is
 * unreachable" with the cause; no answer in time a 504; a refusal (a bad query, wrong credentials) a 502 with
 * Prometheus's words, as the failure is the console's configuration, not the user's request.
 */
export class PrometheusClient {
  constructor(private readonly config: PrometheusConfig) {}

  async queryRange(expr: string, range: WidgetRange, signal?: AbortSignal): Promise<RangeAnswer> {
    const search = new URLSearchParams({
      query: expr,
      start: String(range.start),
      end: String(range.end),
      step: String(range.step),
    });
    const data = await this.get(`/api/v1/query_range?${search}`, QUERY_TIMEOUT_MS, signal);
    return {
      resultType: data.resultType,
      result: data.result
        .slice(0, MAX_SERIES)
        .map(({ metric, values }) => ({ metric, values: values ?? [] })),
    };
  }

  /** Whether Prometheus answers a query at all, within a short time. */
  async answers(signal?: AbortSignal): Promise<boolean> {
    const search = new URLSearchParams({ query: 'vector(1)' });
    try {
      await this.get(`/api/v1/query?${search}`, PROBE_TIMEOUT_MS, signal);
      return true;
    } catch (error) {
      if (error instanceof ConsoleError) return false;
      throw error;
    }
  }

  private async get(path: string, timeoutMs: number, signal?: AbortSignal) {
    const timeout = AbortSignal.timeout(timeoutMs);
    const headers: Record<string, string> = { accept: 'application/json' };
    if (this.config.authorization) headers.authorization = this.config.authorization;
    let response: Response;
    let text: string;
    try {
      response = await fetch(`${this.config.url}${path}`, {
        headers,
        redirect: 'error',
        signal: signal ? AbortSignal.any([signal, timeout]) : timeout,
      });
      if (Number(response.headers.get('content-length') ?? 0) > MAX_ANSWER_BYTES)
        throw new ConsoleError(502, METRICS_MESSAGES.unreachable, 'its answer is too large');
      text = await response.text();
    } catch (error) {
      if (error instanceof ConsoleError) throw error;
      if (timeout.aborted)
        throw new ConsoleError(504, METRICS_MESSAGES.noAnswer, `no answer within ${timeoutMs / 1000} s`);
      throw new ConsoleError(502, METRICS_MESSAGES.unreachable, describeCause(error));
    }
    if (text.length > MAX_ANSWER_BYTES)
      throw new ConsoleError(502, METRICS_MESSAGES.unreachable, 'its answer is too large');
    const answer = parsedAnswer(text);
    if (!response.ok || answer?.status !== 'success' || !answer.data) {
      const words = answer?.error ?? `it answered ${response.status} ${response.statusText}`.trim();
      throw new ConsoleError(502, METRICS_MESSAGES.unreachable, `Prometheus refused the query: ${words}`);
    }
    return answer.data;
  }
}

function parsedAnswer(text: string) {
  try {
    const parsed = answerSchema.safeParse(JSON.parse(text));
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}
