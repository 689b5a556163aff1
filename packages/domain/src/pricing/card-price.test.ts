import { describe, expect, it } from 'vitest';
import { addedPriceLines, cardPrice, cheapestTerm, termBasisLabel } from './card-price';

describe('cheapestTerm', () => {
  it('is the term with the lowest monthly fee, whatever the order', () => {
    const twelve = { months: 12, monthly: 54900 };
    const fortyEight = { months: 48, monthly: 17900 };
    const twentyFour = { months: 24, monthly: 31900 };
    expect(cheapestTerm([twelve, fortyEight, twentyFour])).toBe(fortyEight);
    expect(cheapestTerm([fortyEight, twelve])).toBe(fortyEight);
  });

  it('takes the shorter term when two cost the same, the first of two equal ones', () => {
    const short = { months: 36, monthly: 17900 };
    const long = { months: 48, monthly: 17900 };
    expect(cheapestTerm([short, long])).toBe(short);
    expect(cheapestTerm([long, short])).toBe(short);
    const again = { months: 36, monthly: 17900 };
    expect(cheapestTerm([short, again])).toBe(short);
  });

  it('does not take a shorter term that costs more', () => {
    const long = { months: 48, monthly: 17900 };
    expect(cheapestTerm([long, { months: 12, monthly: 54900 }])).toBe(long);
  });

  it('is null without fees', () => {
    expect(cheapestTerm([])).toBeNull();
  });
});

describe('cardPrice', () => {
  it('says the lowest monthly price as a starting price and the term it belongs to', () => {
    expect(cardPrice({ monthly: 17900, months: 48 })).toEqual({
      monthly: 17900,
      listMonthly: null,
      months: 48,
      text: '월 17,900원~',
      listText: null,
      basis: '48개월 기준',
    });
  });

  it('shows the price the detail shows for that term: rounded to tens, after the discount', () => {
    // 7% of 41,900 is 2,933: 38,967 is charged as 38,970.
    expect(
      cardPrice({ monthly: 41900, months: 36, discounts: [{ id: 1, type_val: 'RATE', val: 7 }] }),
    ).toEqual({
      monthly: 38970,
      listMonthly: 41900,
      months: 36,
      text: '월 38,970원~',
      listText: '정가 월 41,900원',
      basis: '36개월 기준',
    });
    expect(cardPrice({ monthly: 12345, months: 24, discounts: [] })?.text).toBe('월 12,350원~');
    expect(
      cardPrice({ monthly: 20000, months: 24, discounts: [{ id: 2, type_val: 'COST', val: 3000 }] }),
    ).toMatchObject({ monthly: 17000, listMonthly: 20000, text: '월 17,000원~' });
  });

  it('shows no struck price when the discount takes nothing off', () => {
    const price = cardPrice({ monthly: 20000, months: 24, discounts: [{ id: 3, type_val: 'RATE', val: 0 }] });
    expect(price).toMatchObject({ monthly: 20000, listMonthly: null, listText: null });
  });

  it('shows no price when the fee or its term is unknown', () => {
    expect(cardPrice({ monthly: null, months: 48 })).toBeNull();
    expect(cardPrice({ monthly: 17900, months: null })).toBeNull();
  });

  it('labels a term as its basis', () => {
    expect(termBasisLabel(12)).toBe('12개월 기준');
  });
});

describe('addedPriceLines', () => {
  it('says one unit is per unit, with the term', () => {
    expect(addedPriceLines(17900, 1, 48)).toEqual({
      lines: [{ label: '1개당', amount: '월 17,900원' }],
      term: '48개월 약정',
    });
  });

  it('adds the total of several units, labelled with their count', () => {
    expect(addedPriceLines(17900, 3, 12)).toEqual({
      lines: [
        { label: '1개당', amount: '월 17,900원' },
        { label: '3개 합계', amount: '월 53,700원' },
      ],
      term: '12개월 약정',
    });
  });

  it('counts whole units, at least one', () => {
    expect(addedPriceLines(1000, 2.7, 24).lines[1]).toEqual({ label: '2개 합계', amount: '월 2,000원' });
    expect(addedPriceLines(1000, 0, 24).lines).toHaveLength(1);
  });
});
