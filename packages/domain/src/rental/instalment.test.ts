import { describe, expect, it } from 'vitest';
import { SUBSC_STATE } from '../codes/subsc-state';
import {
  allRoundsPaid,
  invoiceNumber,
  nextRound,
  roundOfTotal,
  roundOfTotalLabel,
  roundPeriod,
} from './instalment';

const S = SUBSC_STATE;
const iso = (d: Date) => d.toISOString();

describe('round n of total', () => {
  it('bills the round after those billed, and none past the term', () => {
    expect(nextRound(0, 12)).toBe(1);
    expect(nextRound(1, 48)).toBe(2);
    expect(nextRound(47, 48)).toBe(48);
    expect(nextRound(48, 48)).toBeNull();
    expect(nextRound(49, 48)).toBeNull();
  });

  it('has every round paid once the paid rounds reach the term', () => {
    expect(allRoundsPaid(11, 12)).toBe(false);
    expect(allRoundsPaid(12, 12)).toBe(true);
    expect(allRoundsPaid(13, 12)).toBe(true);
  });

  it('counts the term’s months as the total (48, not 49) and the round the next charge is for', () => {
    // Checkout paid round 1: the next charge is round 2 of 48.
    expect(roundOfTotal({ state: S.INIT_APPLY, paidCount: 1, months: 48 })).toEqual({ round: 2, total: 48 });
    // Nothing paid yet: round 1.
    expect(roundOfTotal({ state: S.ENABLE, paidCount: 0, months: 48 })).toEqual({ round: 1, total: 48 });
    // Six paid: the list's 7회차 and the invoice's 7/48회차 are the same round.
    expect(roundOfTotal({ state: S.ENABLE, paidCount: 6, months: 48 })).toEqual({ round: 7, total: 48 });
  });

  it('stays at the last round once every round of a running term is paid', () => {
    expect(roundOfTotal({ state: S.ENABLE, paidCount: 47, months: 48 })).toEqual({ round: 48, total: 48 });
    expect(roundOfTotal({ state: S.ENABLE, paidCount: 48, months: 48 })).toEqual({ round: 48, total: 48 });
    expect(roundOfTotal({ state: S.PAUSE, paidCount: 50, months: 48 })).toEqual({ round: 48, total: 48 });
  });

  it('reads an ended rental as the rounds it paid', () => {
    // Terminated after six rounds.
    expect(roundOfTotal({ state: S.CANCEL, paidCount: 6, months: 48 })).toEqual({ round: 6, total: 48 });
    // Term over: every round paid.
    expect(roundOfTotal({ state: S.TERMINATE, paidCount: 12, months: 12 })).toEqual({ round: 12, total: 12 });
    expect(roundOfTotal({ state: S.TERMINATE, paidCount: 13, months: 12 })).toEqual({ round: 12, total: 12 });
    // An order cancelled before it started: its first instalment was given back.
    expect(roundOfTotal({ state: S.INIT_CANCEL, paidCount: 0, months: 24 })).toEqual({ round: 0, total: 24 });
  });

  it('writes n/total회차', () => {
    expect(roundOfTotalLabel({ round: 7, total: 48 })).toBe('7/48회차');
    expect(roundOfTotalLabel({ round: 1, total: 12 })).toBe('1/12회차');
  });
});

describe('the invoice number', () => {
  it('names the rental in six digits and the round in two, P for the penalty', () => {
    expect(invoiceNumber(123, 7)).toBe('SD-000123-07');
    expect(invoiceNumber(1234567, 48)).toBe('SD-1234567-48');
    expect(invoiceNumber(5, 0)).toBe('SD-000005-P');
  });
});

describe('the days a round pays for', () => {
  const start = new Date('2025-01-31T05:00:00+09:00');

  it('runs from the round’s due day to the day before the next one, on the Seoul calendar', () => {
    expect(roundPeriod(start, 1)).toEqual({
      from: new Date('2025-01-31T00:00:00+09:00'),
      to: new Date('2025-02-27T00:00:00+09:00'),
    });
    // February is short: round 2 falls on its last day, round 3 on 31 March again.
    expect(iso(roundPeriod(start, 2).from)).toBe(iso(new Date('2025-02-28T00:00:00+09:00')));
    expect(iso(roundPeriod(start, 2).to)).toBe(iso(new Date('2025-03-30T00:00:00+09:00')));
  });

  it('takes the day before on the Seoul calendar, not the host’s (Los Angeles leaves summer time on 2 November 2025)', () => {
    expect(roundPeriod(new Date('2025-10-03T10:00:00+09:00'), 1)).toEqual({
      from: new Date('2025-10-03T00:00:00+09:00'),
      to: new Date('2025-11-02T00:00:00+09:00'),
    });
  });

  it('reads the Seoul day of a start late in the UTC evening, and the last round of a term across a leap day', () => {
    // 2024-02-28 16:00Z is 29 February in Seoul.
    const leap = new Date('2024-02-28T16:00:00Z');
    expect(roundPeriod(leap, 1)).toEqual({
      from: new Date('2024-02-29T00:00:00+09:00'),
      to: new Date('2024-03-28T00:00:00+09:00'),
    });
    expect(roundPeriod(leap, 12)).toEqual({
      from: new Date('2025-01-29T00:00:00+09:00'),
      to: new Date('2025-02-27T00:00:00+09:00'),
    });
  });
});
