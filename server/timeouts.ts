/**
 * Every server timeout in one place (Fastify's own defaults are 0: no limit). The figures and
 * why they were chosen are in README.md ("Timeouts and limits").
 */
export interface ServerTimeouts {
  /** Until the request's headers have arrived. */
  headersMs: number;
  /** Until the whole request (headers and body) has arrived; then 408 and the socket closes. */
  requestMs: number;
  /** A socket silent this long is destroyed, whatever it is doing. */
  idleSocketMs: number;
  /** An idle keep-alive socket is closed after this. */
  keepAliveMs: number;
  /** How often Node checks the headers and request timeouts (its default is 30 s). */
  checkIntervalMs: number;
}

export const DEFAULT_TIMEOUTS: ServerTimeouts = {
  headersMs: 10_000,
  requestMs: 20_000,
  idleSocketMs: 30_000,
  keepAliveMs: 65_000,
  checkIntervalMs: 1_000,
};
