import { describe, expect, it } from 'vitest';
import { ABOUT_US_SECTIONS } from '../../shared/config/paths';
import { nextSection, sectionAt, sectionIndex } from './about-us-sections';

describe('company page sections', () => {
  it('are intro, vision, service, brands and faq, in that order', () => {
    expect(ABOUT_US_SECTIONS.map((s) => s.slug)).toEqual(['intro', 'vision', 'service', 'brands', 'faq']);
  });

  it('open the first section when the address names none', () => {
    expect(sectionIndex(undefined)).toBe(0);
    expect(sectionIndex('intro')).toBe(0);
    expect(sectionIndex('brands')).toBe(3);
    expect(sectionIndex('faq')).toBe(4);
  });

  it('know no other section', () => {
    expect(sectionIndex('careers')).toBe(-1);
    expect(sectionIndex('')).toBe(-1);
  });

  it('point each next arrow at the following section, the last one back to the first', () => {
    expect(nextSection(0).slug).toBe('vision');
    expect(nextSection(3).slug).toBe('faq');
    expect(nextSection(4).slug).toBe('intro');
    expect(sectionAt(2)).toBe('service');
  });
});
