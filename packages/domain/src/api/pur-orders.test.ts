import { describe, expect, it } from 'vitest';
import { MORPH_TYPE } from '../codes/morph-type';
import { purOrdersCreateBodySchema, RENTAL_ORDERS_ONLY_MESSAGE } from './pur-orders';

const body = { items: ['local-1'], spot_id: 3 };

describe('POST purOrders body', () => {
  it('takes a rental order, with its type or without one', () => {
    expect(purOrdersCreateBodySchema.safeParse(body).success).toBe(true);
    expect(purOrdersCreateBodySchema.safeParse({ ...body, orderer_type: MORPH_TYPE.SUBSC }).success).toBe(
      true,
    );
  });

  it('refuses any other orderer type, saying the shop takes rental orders only', () => {
    for (const orderer_type of [MORPH_TYPE.USER, 0, 12345]) {
      const parsed = purOrdersCreateBodySchema.safeParse({ ...body, orderer_type });
      expect(parsed.error?.issues).toEqual([
        expect.objectContaining({ path: ['orderer_type'], message: RENTAL_ORDERS_ONLY_MESSAGE }),
      ]);
    }
  });
});
