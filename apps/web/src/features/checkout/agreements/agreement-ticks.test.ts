import { describe, expect, it } from 'vitest';
import {
  agreedDocIds,
  areAllAgreed,
  isDocAgreed,
  isGroupAgreed,
  setDocTick,
  setGroupTicks,
} from './agreement-ticks';

const subsc = { key: 'subsc', docIds: [1, 2] };
const privacy = { key: 'privacy', docIds: [3] };
const groups = [subsc, privacy];

describe('agreement ticks', () => {
  it('agree a document only with its own box and the understood box', () => {
    let ticks = setDocTick({}, 1, 'agreed', true);
    expect(isDocAgreed(ticks, 1)).toBe(false);
    ticks = setDocTick(ticks, 1, 'understood', true);
    expect(isDocAgreed(ticks, 1)).toBe(true);
    expect(isGroupAgreed(ticks, subsc)).toBe(false);
  });

  it('tick and clear every box of a group with the group box, leaving the other group alone', () => {
    const ticks = setGroupTicks({}, subsc, true);
    expect(isGroupAgreed(ticks, subsc)).toBe(true);
    expect(isGroupAgreed(ticks, privacy)).toBe(false);
    expect(areAllAgreed(ticks, groups)).toBe(false);
    const cleared = setGroupTicks(ticks, subsc, false);
    expect(isDocAgreed(cleared, 1) || isDocAgreed(cleared, 2)).toBe(false);
  });

  it('need both groups fully ticked; one box cleared undoes the group', () => {
    const all = setGroupTicks(setGroupTicks({}, subsc, true), privacy, true);
    expect(areAllAgreed(all, groups)).toBe(true);
    expect(agreedDocIds(all, groups)).toEqual([1, 2, 3]);
    const oneOff = setDocTick(all, 2, 'understood', false);
    expect(isGroupAgreed(oneOff, subsc)).toBe(false);
    expect(areAllAgreed(oneOff, groups)).toBe(false);
    expect(agreedDocIds(oneOff, groups)).toEqual([1, 3]);
  });

  it('count a group without published documents as agreed', () => {
    expect(isGroupAgreed({}, { key: 'empty', docIds: [] })).toBe(true);
  });
});
