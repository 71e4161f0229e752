import type { Clock } from '../../server/core/clock.js';

/** A clock that moves only when the test says so. */
export class ManualClock implements Clock {
  constructor(private current: number) {}

  now(): number {
    return this.current;
  }

  advance(milliseconds: number): void {
    this.current += milliseconds;
  }
}
