/**
 * Where time-windowed rules (rate limits, throttles) read "now": the system clock in production,
 * a clock the test moves in tests, so no test sleeps to dodge a window boundary.
 */
export interface Clock {
  now(): number;
}

export const systemClock: Clock = { now: () => Date.now() };
