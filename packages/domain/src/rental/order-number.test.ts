import { describe, expect, it } from 'vitest';
import { invoiceNumber } from './instalment';
import { orderNumber, parseOrderNumber } from './order-number';

describe('the order number', () => {
  it('is SD and the rental id in at least six digits', () => {
    expect(orderNumber(123)).toBe('SD-000123');
    expect(orderNumber(7)).toBe('SD-000007');
    expect(orderNumber(1234567)).toBe('SD-1234567');
  });

  it('starts every invoice number of the rental', () => {
    expect(invoiceNumber(123, 7)).toBe(`${orderNumber(123)}-07`);
    expect(invoiceNumber(123, 0)).toBe(`${orderNumber(123)}-P`);
  });
});

describe('reading an order number back (the console search)', () => {
  it('names the rental of an order number, with or without the dash, in any case, spaces around', () => {
    expect(parseOrderNumber('SD-000123')).toBe(123);
    expect(parseOrderNumber('SD000123')).toBe(123);
    expect(parseOrderNumber('sd-000123')).toBe(123);
    expect(parseOrderNumber('  SD-000123 ')).toBe(123);
    expect(parseOrderNumber('SD-1')).toBe(1);
    expect(parseOrderNumber('SD-123456789')).toBe(123456789);
    expect(parseOrderNumber(orderNumber(4242))).toBe(4242);
  });

  it('names the rental of an invoice number, a round’s or the penalty’s', () => {
    expect(parseOrderNumber('SD-000123-07')).toBe(123);
    expect(parseOrderNumber('SD-000123-48')).toBe(123);
    expect(parseOrderNumber('SD-000123-P')).toBe(123);
    expect(parseOrderNumber(invoiceNumber(55, 3))).toBe(55);
  });

  it('refuses any other text', () => {
    for (const text of [
      '',
      '123',
      'SD-',
      'SD-abc',
      'SD-1234567890',
      'xSD-000123',
      'SD-000123x',
      'SD-000123-',
      'SD-000123-7',
      'SD-000123-007',
      'SD-000123-X',
      'SD-000123-0a',
      'SD-000123-a0',
      'SD 000123',
      '김철수',
    ]) {
      expect(parseOrderNumber(text), text).toBeNull();
    }
  });
});
