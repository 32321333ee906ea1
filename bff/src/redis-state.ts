/**
 * A Redis connection of this process as the readiness probe reports it (`GET /readyz`): the
 * change events' subscriber and the shared rate limits each keep one.
 */
export type RedisState = 'not configured' | 'connecting' | 'connected' | 'unreachable';

export type RedisStatus = {
  state: RedisState;
  /** Whether the first connection was tried: until then this process has not finished starting. */
  started: boolean;
};
