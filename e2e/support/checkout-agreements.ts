import { PURCHASE_AGREEMENT_GROUPS } from '@shop/domain/checkout/purchase-agreement-groups';
import type { Page } from 'playwright-core';

/**
 * Ticks every purchase agreement group's box on the checkout. The groups appear once their documents have
 * loaded (a fresh page after the card simulator loads them again), so it waits for all of them first: a
 * group not there yet would stay unticked and 결제하기 would only point at it.
 */
export async function agreeToAll(page: Page): Promise<void> {
  const groups = page.locator('fieldset');
  await groups.nth(PURCHASE_AGREEMENT_GROUPS.length - 1).waitFor();
  for (const group of await groups.all()) await group.getByRole('checkbox').first().check();
}
