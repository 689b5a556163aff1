import type { CareDetail } from '@shop/domain/api/admin/cares';
import { describe, expect, it } from 'vitest';
import { careMoveHint } from './care-move-hints';

// Only the fields the hints read; the rest of a request does not change them.
const booked = (spot_set_at: string | null) => ({ quote: null, spot_set_at }) as unknown as CareDetail;
// The visit is booked for 2026-12-03 in Seoul (its midnight, as stored).
const visit = booked('2026-12-02T15:00:00.000Z');
const WARNING = '방문 예정일(2026.12.03) 전입니다. 일정이 앞당겨졌는지 고객과 확인한 뒤 진행해 주세요.';

describe('careMoveHint before the booked day', () => {
  it('warns when a visit is started or done, or a reinstall done, before the day booked in Seoul', () => {
    // 2026-12-02 23:59 in Seoul: still the day before.
    const dayBefore = new Date('2026-12-02T14:59:00.000Z');
    for (const name of ['startVisit', 'completeVisit', 'completeReinstall']) {
      const hint = careMoveHint(name, visit, dayBefore);
      expect(hint.endsWith(`다. ${WARNING}`), hint).toBe(true);
    }
  });

  it('says nothing more on the day itself, after it, with no day booked, or for other moves', () => {
    // 2026-12-03 00:00 in Seoul.
    const onTheDay = new Date('2026-12-02T15:00:00.000Z');
    const dayBefore = new Date('2026-12-02T14:59:00.000Z');
    expect(careMoveHint('completeVisit', visit, onTheDay)).not.toContain('예정일(');
    expect(careMoveHint('completeVisit', visit, new Date('2026-12-10T00:00:00Z'))).not.toContain('예정일(');
    expect(careMoveHint('completeVisit', booked(null), dayBefore)).not.toContain('예정일(');
    expect(careMoveHint('shipReinstall', visit, dayBefore)).toBe('재설치를 위해 제품 배송을 출발합니다.');
    expect(careMoveHint('completeVisit', visit, onTheDay)).toBe(
      '방문 점검을 마칩니다. 현장에서 해결했다면 다음에 AS 종료를, 수리가 필요하면 수리 접수를 합니다.',
    );
  });
});
