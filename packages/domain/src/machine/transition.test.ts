import { describe, expect, it } from 'vitest';
import { type Actor, attempt, availableMoves, NOT_YOUR_MOVE_MESSAGE, type Transition } from './transition';

type Door = { open: boolean; locked: boolean };

const open: Transition<Door, Door> = {
  name: 'open',
  label: '문 열기',
  actors: ['customer', 'staff'],
  allowed: (f) => !f.open && !f.locked,
  refusal: '잠긴 문은 열 수 없습니다.',
  next: (f) => ({ ...f, open: true }),
};
const lock: Transition<Door, Door> = {
  name: 'lock',
  label: '잠그기',
  actors: ['staff'],
  allowed: (f) => !f.open,
  refusal: '열린 문은 잠글 수 없습니다.',
  next: (f) => ({ ...f, locked: true }),
};
const sweep: Transition<Door, Door> = {
  name: 'sweep',
  label: '정리',
  actors: ['engine'],
  allowed: () => true,
  refusal: '정리할 수 없습니다.',
  next: (f) => f,
};
const DOOR = { open, lock, sweep };

describe('attempt', () => {
  it('words the refusal of a move that is not the actor’s', () => {
    expect(NOT_YOUR_MOVE_MESSAGE).toBe('이 단계는 진행할 수 없습니다.');
    expect(attempt(lock, { open: false, locked: false }, 'customer')).toEqual({
      ok: false,
      message: '이 단계는 진행할 수 없습니다.',
    });
  });

  it('refuses the actor first, before the facts are looked at', () => {
    let asked = 0;
    const watched = { ...lock, allowed: () => ++asked > 0 };
    expect(attempt(watched, { open: true, locked: false }, 'engine')).toEqual({
      ok: false,
      message: NOT_YOUR_MOVE_MESSAGE,
    });
    expect(asked).toBe(0);
  });

  it('refuses with the move’s own refusal when the facts do not allow it', () => {
    expect(attempt(open, { open: false, locked: true }, 'customer')).toEqual({
      ok: false,
      message: '잠긴 문은 열 수 없습니다.',
    });
  });

  it('gives the next state and the label as the history note', () => {
    expect(attempt(open, { open: false, locked: false }, 'staff')).toEqual({
      ok: true,
      next: { open: true, locked: false },
      note: '문 열기',
    });
  });
});

describe('availableMoves', () => {
  const moves = (facts: Door, actor: Actor) => availableMoves(DOOR, facts, actor);

  it('lists, in table order, the moves the actor may make now', () => {
    expect(moves({ open: false, locked: false }, 'staff')).toEqual(['open', 'lock']);
    expect(moves({ open: false, locked: false }, 'customer')).toEqual(['open']);
    expect(moves({ open: false, locked: true }, 'staff')).toEqual(['lock']);
    expect(moves({ open: true, locked: false }, 'staff')).toEqual([]);
    expect(moves({ open: true, locked: false }, 'engine')).toEqual(['sweep']);
  });
});
