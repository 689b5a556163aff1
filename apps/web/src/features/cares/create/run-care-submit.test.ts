import type { Care } from '@shop/domain/api/cares';
import type { Doc } from '@shop/domain/api/docs';
import { describe, expect, it, vi } from 'vitest';
import type { CareItem } from './care-form';
import { CARE_CREATE_FAILED, CONSENT_RECORD_FAILED, runCareSubmit } from './run-care-submit';

const item = (id: number, file: File | null = null): CareItem => ({
  prodOrdererId: id,
  title: `상품${id}`,
  colour: null,
  image: null,
  serial: null,
  selected: true,
  content: '왼쪽 스피커에서 소리가 나지 않아요',
  files: file ? [file] : [],
});

function deps(over: Partial<Parameters<typeof runCareSubmit>[0]> = {}) {
  const calls: string[] = [];
  const base = {
    postCares: vi.fn(async () => [{ id: 50, prod_orderer: { id: 1 } }] as unknown as Care[]),
    postAtt: vi.fn(async () => {
      calls.push('att');
    }),
    postDocConfirmables: vi.fn(async () => {
      calls.push('doc');
    }),
    alert: vi.fn(async (m: string) => {
      // The app's dialog resolves when the customer closes it: the flow waits for that.
      await Promise.resolve();
      calls.push(`alert:${m}`);
    }),
    log: vi.fn(),
    messageOf: () => null,
    ...over,
  };
  return { d: base, calls };
}

const input = {
  items: [item(1, { name: 'a.png' } as File)],
  spotId: 9,
  docs: [{ id: 3 }] as Doc[],
  userId: 7,
};

describe('AS submit', () => {
  it('creates, uploads, records the agreement, then says it is done', async () => {
    const { d, calls } = deps();
    expect(await runCareSubmit(d, input)).toBe(true);
    expect(d.postCares).toHaveBeenCalledWith({
      prod_orderers: [1],
      contents: ['왼쪽 스피커에서 소리가 나지 않아요'],
      spot_id: 9,
    });
    expect(calls).toEqual(['att', 'doc', 'alert:A/S 신청이 완료되었습니다.']);
  });

  it('says it is done only after the customer closed the completion dialog', async () => {
    let close = () => {};
    const { d } = deps({ alert: vi.fn(() => new Promise<void>((resolve) => (close = resolve))) });
    let settled = false;
    const run = runCareSubmit(d, input).then((done) => {
      settled = true;
      return done;
    });
    await vi.waitFor(() => expect(d.alert).toHaveBeenCalledWith('A/S 신청이 완료되었습니다.'));
    expect(settled).toBe(false);
    close();
    expect(await run).toBe(true);
  });

  it('only logs a failed upload', async () => {
    const { d, calls } = deps({ postAtt: vi.fn(async () => Promise.reject(new Error('413'))) });
    expect(await runCareSubmit(d, input)).toBe(true);
    expect(d.log).toHaveBeenCalledTimes(1);
    expect(calls).toEqual(['doc', 'alert:A/S 신청이 완료되었습니다.']);
  });

  it('alerts a failed consent record and carries on', async () => {
    const { d, calls } = deps({ postDocConfirmables: vi.fn(async () => Promise.reject(new Error('400'))) });
    expect(await runCareSubmit(d, input)).toBe(true);
    expect(calls).toEqual(['att', `alert:${CONSENT_RECORD_FAILED}`, 'alert:A/S 신청이 완료되었습니다.']);
  });

  it('stops with the server message (or ours) when the create is refused', async () => {
    const refused = deps({
      postCares: vi.fn(async () => Promise.reject(new Error('x'))),
      messageOf: () => 'AS를 신청할 수 없는 상품입니다.',
    });
    expect(await runCareSubmit(refused.d, input)).toBe(false);
    expect(refused.calls).toEqual(['alert:AS를 신청할 수 없는 상품입니다.']);
    const failed = deps({ postCares: vi.fn(async () => Promise.reject(new Error('x'))) });
    expect(await runCareSubmit(failed.d, input)).toBe(false);
    expect(failed.calls).toEqual([`alert:${CARE_CREATE_FAILED}`]);
  });
});
