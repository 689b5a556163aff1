import type { CareDetail } from '@shop/domain/api/admin/cares';
import { CARE_STATE } from '@shop/domain/codes/care-state';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { careQuotes, staffAudit } from '../../db/schema';
import {
  type CareWorld,
  careTestApp,
  filedCare,
  moveAlong,
  TO_BENCH,
} from '../../modules/cares/care-fixture';

/** The repair quote staff write on the bench: validated here, totalled here, required to finish. */
describe('the AS repair quote', () => {
  let w: CareWorld;
  beforeAll(async () => {
    w = await careTestApp();
  }, 120_000);
  afterAll(() => w.t.close());

  const putQuote = (careId: number, body: object) => w.admin('PUT', `/cares/${careId}/quote`, body);

  it('refuses bad lines with a Korean message and stores nothing', async () => {
    const { careId } = await filedCare(w);
    await moveAlong(w, careId, TO_BENCH);
    const refusals: [object, string][] = [
      [{ lines: [] }, '견적 항목을 하나 이상 입력해 주세요.'],
      [
        { lines: Array.from({ length: 11 }, (_, i) => ({ title: `항목${i}`, amount: 100 })) },
        '견적 항목은 10개까지 입력할 수 있습니다.',
      ],
      [{ lines: [{ title: '부품', amount: -1 }] }, '금액은 0원 이상이어야 합니다.'],
      [{ lines: [{ title: '부품', amount: 100.5 }] }, '원 단위로 입력해 주세요.'],
      [{ lines: [{ title: '부품', amount: '100' }] }, '금액을 숫자로 입력해 주세요.'],
      [{ lines: [{ title: '  ', amount: 100 }] }, '항목 이름을 입력해 주세요.'],
      [{ lines: [{ title: '가'.repeat(51), amount: 100 }] }, '항목 이름은 50자 이내로 입력해 주세요.'],
      [{ lines: [{ title: '부품', amount: 5_000_001 }] }, '항목 금액은 500만 원 이하로 입력해 주세요.'],
    ];
    for (const [body, message] of refusals) {
      const res = await putQuote(careId, body);
      expect(res.statusCode).toBe(400);
      expect(Object.values(res.json().errors as Record<string, string[]>).flat()).toContain(message);
    }
    expect(await w.t.database.db.select().from(careQuotes).where(eq(careQuotes.careId, careId))).toEqual([]);
  });

  it('needs a quote to finish the repair, totals it on the server, and audits each write', async () => {
    const { careId, customer } = await filedCare(w);
    expect((await putQuote(careId, { lines: [{ title: '부품비', amount: 1 }] })).json().message).toBe(
      '수리 중인 AS만 견적을 작성할 수 있습니다.',
    );
    await moveAlong(w, careId, TO_BENCH);
    const early = await w.admin('POST', `/cares/${careId}/moves/completeRepair`);
    expect([early.statusCode, early.json().message]).toEqual([400, '수리 완료 전에 견적을 작성해 주세요.']);

    await putQuote(careId, { lines: [{ title: '부품비', amount: 10_000 }] });
    const quoted = await putQuote(careId, {
      lines: [
        { title: ' 부품비 ', amount: 30_000 },
        { title: '수리 공임', amount: 15_000 },
      ],
      amount: 1,
    });
    const care = quoted.json().data as CareDetail;
    expect(care.quote).toEqual({
      lines: [
        { title: '부품비', amount: 30_000 },
        { title: '수리 공임', amount: 15_000 },
      ],
      amount: 45_000,
      paid_at: null,
      refunded: 0,
      refunding: 0,
    });
    expect(care.quote_amount).toBe(45_000);
    await moveAlong(w, careId, ['completeRepair']);
    const done = (await w.admin('GET', `/cares/${careId}`)).json().data as CareDetail;
    expect(done).toMatchObject({
      state: CARE_STATE.CHECK_COMPLETE,
      label: '수리완료',
      quote_editable: false,
    });
    expect((await putQuote(careId, { lines: [{ title: '부품비', amount: 1 }] })).statusCode).toBe(400);

    const audits = await w.t.database.db
      .select()
      .from(staffAudit)
      .where(eq(staffAudit.targetId, String(careId)))
      .orderBy(staffAudit.id);
    expect(audits.map((a) => a.action)).toEqual([
      ...TO_BENCH.map((n) => `care.${n}`),
      'care.quote',
      'care.quote',
      'care.completeRepair',
    ]);
    expect(audits.at(-2)).toMatchObject({
      before: { amount: 10_000, lines: [{ title: '부품비', amount: 10_000 }] },
      after: { amount: 45_000 },
    });

    // The customer's app shows the quote instead of sample amounts, and the card it will be paid with.
    const seen = (await w.customerCall(customer, 'GET', `cares/${careId}`)).json().data;
    expect(seen.quote).toMatchObject({ amount: 45_000, paid_at: null });
    expect(seen.quote.lines).toHaveLength(2);
    expect(seen.payment_card.number).toMatch(/4242$/);
  });

  it('allows a 0원 quote: a free repair', async () => {
    const { careId } = await filedCare(w);
    await moveAlong(w, careId, TO_BENCH);
    const free = await putQuote(careId, { lines: [{ title: '무상 수리 (보증)', amount: 0 }] });
    expect(free.statusCode).toBe(200);
    expect((free.json().data as CareDetail).quote?.amount).toBe(0);
    await moveAlong(w, careId, ['completeRepair']);
  });
});
