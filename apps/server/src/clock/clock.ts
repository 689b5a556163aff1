/**
 * The one source of "now" for everything whose outcome depends on the date (billing, retries, the end of a
 * term, penalties). Tests, the demo and `npm run simulate` move it instead of waiting.
 */
export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };

/** A clock that stands still until it is moved (tests and the simulation). */
export class ManualClock implements Clock {
  #at: number;

  constructor(start: Date = new Date()) {
    this.#at = start.getTime();
  }

  now(): Date {
    return new Date(this.#at);
  }

  set(at: Date): void {
    this.#at = at.getTime();
  }

  advance(ms: number): void {
    this.#at += ms;
  }

  advanceDays(days: number): void {
    this.advance(days * 86_400_000);
  }
}
