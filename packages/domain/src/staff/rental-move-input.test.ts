import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { RENTAL_TRANSITIONS, type RentalTransitionName } from '../rental/rental-transitions';
import {
  assignedNote,
  assignedWorker,
  assignMoveSchema,
  DANGEROUS_RENTAL_MOVES,
  installMoveSchema,
  isOrderEndMove,
  lostMoveSchema,
  plainMoveSchema,
  RENTAL_MOVE_SCHEMAS,
  reasonMoveSchema,
  rentalMoveForm,
  terminationMoveSchema,
} from './rental-move-input';

/** The issues of a refused body, as path and message (an accepted body gives `[]`). */
const issues = (schema: z.ZodType, body: unknown) => {
  const parsed = schema.safeParse(body);
  return parsed.success ? [] : parsed.error.issues.map((i) => ({ path: i.path, message: i.message }));
};
const codes = (schema: z.ZodType, body: unknown) => {
  const parsed = schema.safeParse(body);
  return parsed.success ? [] : parsed.error.issues.map((i) => ({ path: i.path, code: i.code }));
};

const install = { installed_at: '2026-02-28', installer: '김기사', serials: ['SN-1'] };
const DAY_MESSAGE = '날짜를 선택해 주세요.';

describe('install move input', () => {
  it('accepts a complete install, trimming the installer and serials', () => {
    expect(
      installMoveSchema.parse({
        ...install,
        installer: '  김기사  ',
        serials: [' SN-1 ', 'SN-2'],
        note: ' 완료 ',
      }),
    ).toEqual({ installed_at: '2026-02-28', installer: '김기사', serials: ['SN-1', 'SN-2'], note: '완료' });
    expect(installMoveSchema.parse(install)).toEqual(install);
  });

  it('wants the day as yyyy-mm-dd and nothing around it', () => {
    for (const installed_at of ['2024-02-29', '2026-12-31', '0000-00-00']) {
      expect(issues(installMoveSchema, { ...install, installed_at })).toEqual([]);
    }
    for (const installed_at of [
      '',
      '2026-2-28',
      '2026-02-8',
      '226-02-28',
      '20260-02-28',
      '2026-002-28',
      '2026-02-280',
      ' 2026-02-28',
      '2026-02-28 ',
      'x2026-02-28',
      '2026-02-28x',
      '2026-02-28T00:00',
      '2026/02/28',
      '2026-02-2a',
      'a026-02-28',
      '2026-0a-28',
      'abcd-ef-gh',
      '20260228',
    ]) {
      expect(issues(installMoveSchema, { ...install, installed_at })).toEqual([
        { path: ['installed_at'], message: DAY_MESSAGE },
      ]);
    }
  });

  it('wants an installer name of 1 to 30 characters after trimming', () => {
    expect(issues(installMoveSchema, { ...install, installer: '' })).toEqual([
      { path: ['installer'], message: '설치 기사 이름을 입력해 주세요.' },
    ]);
    expect(issues(installMoveSchema, { ...install, installer: '   ' })).toEqual([
      { path: ['installer'], message: '설치 기사 이름을 입력해 주세요.' },
    ]);
    expect(issues(installMoveSchema, { ...install, installer: '김' })).toEqual([]);
    expect(issues(installMoveSchema, { ...install, installer: `  ${'가'.repeat(30)}  ` })).toEqual([]);
    expect(issues(installMoveSchema, { ...install, installer: '가'.repeat(31) })).toEqual([
      { path: ['installer'], message: '30자 이내로 입력해 주세요.' },
    ]);
  });

  it('wants 1 to 20 serial numbers, each 1 to 60 characters after trimming', () => {
    expect(issues(installMoveSchema, { ...install, serials: [] })).toEqual([
      { path: ['serials'], message: '설치한 제품의 시리얼 번호를 입력해 주세요.' },
    ]);
    const twenty = Array.from({ length: 20 }, (_, i) => `SN-${i}`);
    expect(issues(installMoveSchema, { ...install, serials: twenty })).toEqual([]);
    expect(codes(installMoveSchema, { ...install, serials: [...twenty, 'SN-20'] })).toEqual([
      { path: ['serials'], code: 'too_big' },
    ]);
    expect(codes(installMoveSchema, { ...install, serials: ['SN-1', '  '] })).toEqual([
      { path: ['serials', 1], code: 'too_small' },
    ]);
    expect(codes(installMoveSchema, { ...install, serials: [''] })).toEqual([
      { path: ['serials', 0], code: 'too_small' },
    ]);
    expect(installMoveSchema.parse({ ...install, serials: [` ${'A'.repeat(60)} `] }).serials).toEqual([
      'A'.repeat(60),
    ]);
    expect(codes(installMoveSchema, { ...install, serials: ['A'.repeat(61)] })).toEqual([
      { path: ['serials', 0], code: 'too_big' },
    ]);
    expect(codes(installMoveSchema, { ...install, serials: 'SN-1' })).toEqual([
      { path: ['serials'], code: 'invalid_type' },
    ]);
  });

  it('refuses a serial number given twice, once trimmed, naming it once with the stock receipt’s wording', () => {
    expect(issues(installMoveSchema, { ...install, serials: ['ØONE-SAND-002', 'ØONE-SAND-002'] })).toEqual([
      { path: ['serials'], message: '입력한 목록에 같은 시리얼 번호가 두 번 이상 있습니다: ØONE-SAND-002' },
    ]);
    expect(
      issues(installMoveSchema, { ...install, serials: ['SN-1', ' SN-2', 'SN-1', 'SN-2 ', 'SN-1'] }),
    ).toEqual([
      { path: ['serials'], message: '입력한 목록에 같은 시리얼 번호가 두 번 이상 있습니다: SN-1, SN-2' },
    ]);
    const refused = installMoveSchema.safeParse({ ...install, serials: ['SN-1', 'SN-1'] });
    expect(refused.error?.issues.map((i) => i.code)).toEqual(['custom']);
    // Case matters: a serial is the text on the box.
    expect(issues(installMoveSchema, { ...install, serials: ['sn-1', 'SN-1'] })).toEqual([]);
  });

  it('takes an optional note of up to 200 characters after trimming', () => {
    expect(issues(installMoveSchema, { ...install, note: '' })).toEqual([]);
    expect(installMoveSchema.parse({ ...install, note: `  ${'메'.repeat(200)}  ` }).note).toBe(
      '메'.repeat(200),
    );
    expect(issues(installMoveSchema, { ...install, note: '메'.repeat(201) })).toEqual([
      { path: ['note'], message: '메모는 200자 이내로 입력해 주세요.' },
    ]);
  });

  it('names every missing field', () => {
    expect(codes(installMoveSchema, {})).toEqual([
      { path: ['installed_at'], code: 'invalid_type' },
      { path: ['installer'], code: 'invalid_type' },
      { path: ['serials'], code: 'invalid_type' },
    ]);
  });
});

describe('termination move input', () => {
  const termination = { picked_up_at: '2026-03-01', inspection: 'ok' };

  it('accepts a pickup day and an inspection of ok or damaged', () => {
    expect(terminationMoveSchema.parse(termination)).toEqual(termination);
    expect(terminationMoveSchema.parse({ ...termination, inspection: 'damaged', note: ' 흠집 ' })).toEqual({
      picked_up_at: '2026-03-01',
      inspection: 'damaged',
      note: '흠집',
    });
  });

  it('refuses another inspection result or a bad day with its message', () => {
    for (const inspection of ['', 'lost', 'OK', undefined]) {
      expect(issues(terminationMoveSchema, { ...termination, inspection })).toEqual([
        { path: ['inspection'], message: '점검 결과를 선택해 주세요.' },
      ]);
    }
    expect(issues(terminationMoveSchema, { ...termination, picked_up_at: '2026-3-01' })).toEqual([
      { path: ['picked_up_at'], message: DAY_MESSAGE },
    ]);
  });

  it('limits the note to 200 characters', () => {
    expect(issues(terminationMoveSchema, { ...termination, note: '메'.repeat(200) })).toEqual([]);
    expect(issues(terminationMoveSchema, { ...termination, note: '메'.repeat(201) })).toEqual([
      { path: ['note'], message: '메모는 200자 이내로 입력해 주세요.' },
    ]);
  });
});

describe('lost move input', () => {
  const lost = { charge: 350_000, note: '고객 분실' };

  it('takes a whole-won charge from 0 to 10,000,000', () => {
    for (const charge of [0, 1, 350_000, 10_000_000]) {
      expect(lostMoveSchema.parse({ ...lost, charge })).toEqual({ ...lost, charge });
    }
    expect(issues(lostMoveSchema, { ...lost, charge: 10_000_001 })).toEqual([
      { path: ['charge'], message: '1천만 원 이하로 입력해 주세요.' },
    ]);
    expect(issues(lostMoveSchema, { ...lost, charge: 1.5 })).toEqual([
      { path: ['charge'], message: '원 단위로 입력해 주세요.' },
    ]);
    expect(codes(lostMoveSchema, { ...lost, charge: -1 })).toEqual([{ path: ['charge'], code: 'too_small' }]);
    expect(codes(lostMoveSchema, { ...lost, charge: '1000' })).toEqual([
      { path: ['charge'], code: 'invalid_type' },
    ]);
  });

  it('wants a reason of 1 to 200 characters after trimming', () => {
    expect(issues(lostMoveSchema, { ...lost, note: '  ' })).toEqual([
      { path: ['note'], message: '사유를 입력해 주세요.' },
    ]);
    expect(lostMoveSchema.parse({ ...lost, note: ` ${'사'.repeat(200)} ` }).note).toBe('사'.repeat(200));
    expect(issues(lostMoveSchema, { ...lost, note: '사'.repeat(201) })).toEqual([
      { path: ['note'], message: '사유는 200자 이내로 입력해 주세요.' },
    ]);
    expect(codes(lostMoveSchema, { charge: 0 })).toEqual([{ path: ['note'], code: 'invalid_type' }]);
  });
});

describe('reason and plain move input', () => {
  it('requires a trimmed reason of 1 to 200 characters', () => {
    expect(reasonMoveSchema.parse({ note: ' 고객 요청 ' })).toEqual({ note: '고객 요청' });
    expect(issues(reasonMoveSchema, { note: '' })).toEqual([
      { path: ['note'], message: '사유를 입력해 주세요.' },
    ]);
    expect(issues(reasonMoveSchema, { note: '가' })).toEqual([]);
    expect(issues(reasonMoveSchema, { note: '가'.repeat(200) })).toEqual([]);
    expect(issues(reasonMoveSchema, { note: '가'.repeat(201) })).toEqual([
      { path: ['note'], message: '사유는 200자 이내로 입력해 주세요.' },
    ]);
    expect(codes(reasonMoveSchema, {})).toEqual([{ path: ['note'], code: 'invalid_type' }]);
  });

  it('takes an optional memo of up to 200 characters', () => {
    expect(plainMoveSchema.parse({})).toEqual({});
    expect(plainMoveSchema.parse({ note: ' 메모 ' })).toEqual({ note: '메모' });
    expect(issues(plainMoveSchema, { note: '메'.repeat(201) })).toEqual([
      { path: ['note'], message: '메모는 200자 이내로 입력해 주세요.' },
    ]);
  });
});

describe('an installer or driver assigned', () => {
  it('needs the worker’s name, up to 30 characters, and keeps it with the note for the history', () => {
    expect(issues(assignMoveSchema, {})).toEqual([
      { path: ['worker'], message: '배정할 기사 이름을 입력해 주세요.' },
    ]);
    expect(issues(assignMoveSchema, { worker: 7 })).toEqual([
      { path: ['worker'], message: '배정할 기사 이름을 입력해 주세요.' },
    ]);
    expect(issues(assignMoveSchema, { worker: '   ' })).toEqual([
      { path: ['worker'], message: '배정할 기사 이름을 입력해 주세요.' },
    ]);
    expect(issues(assignMoveSchema, { worker: '가'.repeat(31) })).toEqual([
      { path: ['worker'], message: '30자 이내로 입력해 주세요.' },
    ]);
    const parsed = assignMoveSchema.parse({ worker: ' 김설치 ', note: '오전 방문' });
    expect(assignedNote(parsed)).toBe('기사 김설치 · 오전 방문');
    expect(assignedNote(assignMoveSchema.parse({ worker: '이회수' }))).toBe('기사 이회수');
  });

  it('reads the worker back from the history row an assignment wrote, and nothing from another row', () => {
    const label = RENTAL_TRANSITIONS.assignInstaller.label;
    const row = (note: string) => `${label} (${note})`;
    expect(assignedWorker(row(assignedNote({ worker: '김설치', note: '오전 방문' })), label)).toBe('김설치');
    expect(assignedWorker(row(assignedNote({ worker: '이회수' })), label)).toBe('이회수');
    expect(assignedWorker(row(assignedNote({ worker: '이회수' })), '회수 기사 배정')).toBeNull();
    expect(assignedWorker(row('기사  '), label)).toBeNull();
    expect(assignedWorker(label, label)).toBeNull();
    expect(assignedWorker(`주문 취소 (${assignedNote({ worker: '김설치' })})`, label)).toBeNull();
  });
});

describe('rental move forms', () => {
  it('draws each move with its own form, the rest plain', () => {
    const expected: Record<RentalTransitionName, string> = {
      assignInstaller: 'assign',
      shipForInstall: 'plain',
      completeInstall: 'install',
      cancelOrder: 'reason',
      rejectOrder: 'reason',
      failOrderPayment: 'reason',
      voidOrder: 'reason',
      requestTermination: 'plain',
      withdrawTermination: 'reason',
      assignPickup: 'assign',
      startPickup: 'plain',
      receivePickup: 'plain',
      completeTermination: 'termination',
      pauseForUnpaid: 'plain',
      resumeAfterPayment: 'plain',
      sendToCollection: 'reason',
      markLost: 'lost',
      endTerm: 'plain',
      transferOwnership: 'plain',
      assignReturn: 'assign',
      startReturn: 'plain',
      receiveReturn: 'plain',
      completeReturn: 'plain',
    };
    expect(Object.keys(expected).sort()).toEqual(Object.keys(RENTAL_TRANSITIONS).sort());
    for (const name of Object.keys(RENTAL_TRANSITIONS) as RentalTransitionName[]) {
      expect([name, rentalMoveForm(name)]).toEqual([name, expected[name]]);
    }
  });

  it('knows the moves that end an order before it starts, each of them dangerous', () => {
    const ends = (Object.keys(RENTAL_TRANSITIONS) as RentalTransitionName[]).filter(isOrderEndMove);
    expect(ends).toEqual(['cancelOrder', 'rejectOrder', 'failOrderPayment', 'voidOrder']);
    for (const name of ends) expect(DANGEROUS_RENTAL_MOVES).toContain(name);
    expect(isOrderEndMove('completeTermination')).toBe(false);
  });

  it('validates each form with its schema', () => {
    expect(RENTAL_MOVE_SCHEMAS).toEqual({
      install: installMoveSchema,
      assign: assignMoveSchema,
      termination: terminationMoveSchema,
      lost: lostMoveSchema,
      reason: reasonMoveSchema,
      plain: plainMoveSchema,
    });
    expect(RENTAL_MOVE_SCHEMAS.install).toBe(installMoveSchema);
    expect(RENTAL_MOVE_SCHEMAS.assign).toBe(assignMoveSchema);
    expect(RENTAL_MOVE_SCHEMAS.termination).toBe(terminationMoveSchema);
    expect(RENTAL_MOVE_SCHEMAS.lost).toBe(lostMoveSchema);
    expect(RENTAL_MOVE_SCHEMAS.reason).toBe(reasonMoveSchema);
    expect(RENTAL_MOVE_SCHEMAS.plain).toBe(plainMoveSchema);
  });

  it('flags the moves that end an order or a rental or charge money', () => {
    expect(DANGEROUS_RENTAL_MOVES).toEqual([
      'cancelOrder',
      'rejectOrder',
      'failOrderPayment',
      'voidOrder',
      'completeTermination',
      'markLost',
      'sendToCollection',
    ]);
  });
});
