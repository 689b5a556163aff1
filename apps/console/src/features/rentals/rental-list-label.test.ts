import { describe, expect, it } from 'vitest';
import { rentalListLabel } from './rental-list-label';

describe('a rental’s label in the list', () => {
  it('flags a pickup under way past its booked day', () => {
    expect(rentalListLabel({ label: '회수중', pickup_late: true })).toBe('회수중 · 회수 지연');
    expect(rentalListLabel({ label: '회수중', pickup_late: false })).toBe('회수중');
  });
});
