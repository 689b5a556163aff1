/**
 * 주문번호: what a customer and staff call one order (one rental), everywhere it is shown: the complete
 * page, my rentals, the rental detail, the invoice, the messages and the console. SD and the rental's id in
 * at least six digits (SD-000123); an invoice number is this plus its round (instalment.ts).
 */
export function orderNumber(subscId: number): string {
  return `SD-${String(subscId).padStart(6, '0')}`;
}

/** SD-000123, sd000123, or an invoice number of it (SD-000123-07, SD-000123-P); nothing else. */
const ORDER_NUMBER = /^SD-?(\d{1,9})(-(\d\d|P))?$/i;

/**
 * The rental id an order number (or an invoice number) names, as staff paste it into a search; null for
 * any other text.
 */
export function parseOrderNumber(text: string): number | null {
  const match = ORDER_NUMBER.exec(text.trim());
  return match ? Number(match[1]) : null;
}
