import { IDEMPOTENCY_IN_PROGRESS_MESSAGE } from '@shop/domain/checkout/checkout-messages';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getData, send, sendFile } from './api';

type Sent = { url: string; method: string; key: string | undefined };

/** The console's client as the server sees it: which Idempotency-Key each request carries (decision 032). */
describe('the console client’s request keys', () => {
  let sent: Sent[];
  let answers: (() => Response)[];

  const ok = () => new Response(JSON.stringify({ data: { id: 1 } }), { status: 200 });
  const refused = (status: number, message: string) => () =>
    new Response(JSON.stringify({ message, errors: {} }), { status });
  const offline = () => {
    throw new TypeError('Failed to fetch');
  };

  beforeEach(() => {
    sent = [];
    answers = [];
    vi.stubGlobal('sessionStorage', { getItem: () => 'token', setItem: () => {}, removeItem: () => {} });
    vi.stubGlobal('window', { dispatchEvent: () => true });
    vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
      const headers = init.headers as Record<string, string>;
      sent.push({ url, method: String(init.method), key: headers['Idempotency-Key'] });
      // Answered a turn later, as a server would: requests sent together are all in flight at once.
      await new Promise((resolve) => setTimeout(resolve, 1));
      return (answers.shift() ?? ok)();
    });
  });
  afterEach(() => vi.unstubAllGlobals());

  const refund = (amount = 1000) => send('POST', '/payments/7/refunds', { amount, reason: '설치 지연 보상' });
  const keys = () => sent.map((s) => s.key);

  it('sends a key the server takes with every write, and none with a read', async () => {
    await getData('/rentals/1');
    await refund();
    await send('DELETE', '/catalogue/images/3');
    expect(sent[0]!.key).toBeUndefined();
    expect(sent[1]!.key).toMatch(/^[A-Za-z0-9_.:-]{8,200}$/);
    expect(sent[2]!.key).toMatch(/^[A-Za-z0-9_.:-]{8,200}$/);
    expect(sent[2]!.key).not.toBe(sent[1]!.key);
  });

  it('sends a triple click once, answers each click with it, and the next action under a fresh key', async () => {
    const answersSeen = await Promise.all([refund(), refund(), refund()]);
    expect(sent).toHaveLength(1);
    expect(answersSeen).toEqual([{ id: 1 }, { id: 1 }, { id: 1 }]);
    await refund();
    expect(sent).toHaveLength(2);
    expect(sent[1]!.key).not.toBe(sent[0]!.key);
  });

  it('sends a write the server keeps no key for once when it is clicked twice (inviting a member)', async () => {
    const invite = () => send('POST', '/staff', { email: 'new.ops@soridam.kr', name: '최신입', role: 'ops' });
    await Promise.all([invite(), invite()]);
    expect(sent.map((s) => `${s.method} ${s.url}`)).toEqual(['POST /api/v2/admin/staff']);
  });

  it('shares a refusal with every click of the write it refused, and lets the corrected one go out', async () => {
    answers = [refused(400, '환불 금액을 확인해 주세요.')];
    const clicks = await Promise.allSettled([refund(999_999), refund(999_999)]);
    expect(clicks.map((c) => c.status)).toEqual(['rejected', 'rejected']);
    expect(sent).toHaveLength(1);
    await refund(1000);
    expect(sent).toHaveLength(2);
  });

  it('gives another write its own key, even sent at the same time', async () => {
    await Promise.all([refund(1000), refund(2000), send('POST', '/payments/8/refunds', { amount: 1000 })]);
    expect(new Set(keys()).size).toBe(3);
  });

  it('tells two files sent to the same place apart', async () => {
    const file = (name: string) => new File(['x'], name, { type: 'image/png', lastModified: 1 });
    await Promise.all([sendFile('POST', '/catalogue/prods/1/images', file('a.png'))]);
    await Promise.all([
      sendFile('POST', '/catalogue/prods/1/images', file('b.png')),
      sendFile('POST', '/catalogue/prods/1/images', file('c.png')),
    ]);
    expect(new Set(keys()).size).toBe(3);
  });

  it('retries under the same key when the first answer was lost or the server could not finish', async () => {
    answers = [
      offline,
      refused(503, '서비스가 원활하지 않습니다.'),
      refused(409, IDEMPOTENCY_IN_PROGRESS_MESSAGE),
    ];
    for (let i = 0; i < 3; i += 1) await expect(refund()).rejects.toBeDefined();
    await refund();
    expect(sent).toHaveLength(4);
    expect(new Set(keys()).size).toBe(1);
  });

  it('starts afresh after a refusal: the corrected or repeated write is a new action', async () => {
    answers = [refused(400, '환불할 수 있는 금액을 넘었습니다.'), refused(409, '이미 등록된 이메일입니다.')];
    await expect(refund()).rejects.toMatchObject({ status: 400 });
    await expect(refund()).rejects.toMatchObject({ status: 409 });
    await refund();
    expect(new Set(keys()).size).toBe(3);
  });
});
