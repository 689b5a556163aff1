import { describe, expect, it } from 'vitest';
import {
  FINAL_CHARGE_KINDS,
  FINAL_CHARGE_TITLE,
  FINAL_ROUND,
  invoiceChargeLine,
  invoiceTitle,
  paidForLabel,
  type RecordRef,
  recordOfRound,
  recordShortTitle,
  recordTitle,
  roundsAmong,
} from './record-label';

const round = (n: number): RecordRef => ({ kind: 'round', round: n });
const penalty: RecordRef = { kind: 'penalty', round: 0 };
const loss: RecordRef = { kind: 'loss', round: 0 };

describe('what a record is called', () => {
  it('names a round by its number, a penalty 해지 위약금 and a loss charge 분실 변상금, never 위약금', () => {
    expect(recordTitle(round(5))).toBe('5회차');
    expect(recordTitle(penalty)).toBe('해지 위약금');
    expect(recordTitle(loss)).toBe('분실 변상금');
    expect(FINAL_CHARGE_TITLE).toEqual({ penalty: '해지 위약금', loss: '분실 변상금' });
    expect(FINAL_CHARGE_KINDS).toEqual(['penalty', 'loss']);
  });

  it('shortens a penalty to 위약금 where several are joined; a loss charge keeps its name', () => {
    expect(recordShortTitle(round(12))).toBe('12회차');
    expect(recordShortTitle(penalty)).toBe('위약금');
    expect(recordShortTitle(loss)).toBe('분실 변상금');
  });

  it('writes what a charge paid: its rounds once each in order, then the charge at the end', () => {
    expect(paidForLabel([round(7), round(6), round(7)])).toBe('6·7회차');
    expect(paidForLabel([round(10), round(9)])).toBe('9·10회차');
    expect(paidForLabel([penalty, round(7)])).toBe('7회차 + 위약금');
    expect(paidForLabel([loss])).toBe('분실 변상금');
    expect(paidForLabel([loss, round(3)])).toBe('3회차 + 분실 변상금');
    expect(paidForLabel([])).toBe('');
    expect(roundsAmong([loss, round(2), penalty])).toEqual([2]);
  });

  it('heads an invoice and its billed line with what it bills', () => {
    expect(invoiceTitle('round')).toBe('렌탈료 청구서');
    expect(invoiceTitle('penalty')).toBe('해지 위약금 청구서');
    expect(invoiceTitle('loss')).toBe('분실 변상금 청구서');
    expect(invoiceChargeLine('round')).toBe('월 렌탈료');
    expect(invoiceChargeLine('penalty')).toBe('해지 위약금');
    expect(invoiceChargeLine('loss')).toBe('분실 변상금');
  });

  it('finds the record of an invoice round: the round itself, or (0) the penalty or the loss charge', () => {
    const records = [round(1), round(2), { ...loss, id: 9 }];
    expect(FINAL_ROUND).toBe(0);
    expect(recordOfRound(records, 2)).toBe(records[1]);
    expect(recordOfRound(records, 0)).toBe(records[2]);
    expect(recordOfRound([round(1), penalty], 0)).toBe(penalty);
    expect(recordOfRound(records, 3)).toBeUndefined();
    // A round 0 that is a monthly round (none is billed so) is not the final charge.
    expect(recordOfRound([round(0)], 0)).toBeUndefined();
    expect(recordOfRound([{ kind: 'penalty', round: 4 }], 4)).toBeUndefined();
  });
});
