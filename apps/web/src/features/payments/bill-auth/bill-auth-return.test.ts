import { describe, expect, it } from 'vitest';
import {
  billAuthReturnOf,
  billAuthReturnPath,
  readBillAuthResult,
  simulatorPageUrl,
} from './bill-auth-return';

const read = (query: string) => readBillAuthResult(new URLSearchParams(query));

describe('card registration return', () => {
  it('goes back only to the checkout or the saved cards', () => {
    expect(billAuthReturnOf('checkout')).toBe('checkout');
    expect(billAuthReturnOf('https://evil.example')).toBe('cards');
    expect(billAuthReturnOf(null)).toBe('cards');
  });

  it('starts a registration when the query carries no outcome', () => {
    expect(read('return=checkout')).toEqual({ kind: 'start' });
  });

  it('reads the simulator outcome', () => {
    expect(read('return=checkout&state=success&issue_id=bill_1&billing_key=sim_ok')).toEqual({
      kind: 'success',
      issueId: 'bill_1',
      billingKey: 'sim_ok',
    });
    expect(read('state=fail&issue_id=bill_1&message=카드번호가 올바르지 않습니다.')).toEqual({
      kind: 'fail',
      message: '카드번호가 올바르지 않습니다.',
    });
  });

  it('reads a PortOne redirect, a code meaning failure or cancel', () => {
    // The redirect URL we give PortOne carries our issue id; PortOne adds the key.
    expect(read('return=checkout&issue_id=bill_1&billingKey=billing-key-1')).toEqual({
      kind: 'success',
      issueId: 'bill_1',
      billingKey: 'billing-key-1',
    });
    // A key without the registration it belongs to is not confirmed.
    expect(read('billingKey=billing-key-1')).toEqual({ kind: 'fail', message: null });
    expect(read('code=FAILURE_TYPE_PG&message=취소')).toEqual({ kind: 'fail', message: '취소' });
    expect(read('state=success')).toEqual({ kind: 'fail', message: null });
  });

  it('tells the simulator page to come back under the app base path', () => {
    const back = billAuthReturnPath('/customer_v2', 'checkout');
    expect(back).toBe('/customer_v2/payments/billAuth?return=checkout');
    expect(simulatorPageUrl('/api/v2/customer/sim/pg/billing-key?issue_id=bill_1', back)).toBe(
      '/api/v2/customer/sim/pg/billing-key?issue_id=bill_1&return_url=%2Fcustomer_v2%2Fpayments%2FbillAuth%3Freturn%3Dcheckout',
    );
  });
});
