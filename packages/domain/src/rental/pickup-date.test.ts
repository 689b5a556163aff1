import { describe, expect, it } from 'vitest';
import { isPickupDateAllowed, pickupDateRange, seoulDate } from './pickup-date';

// Monday 2025-03-10, 14:00 in Seoul.
const now = new Date('2025-03-10T05:00:00Z');

describe('pickup date', () => {
  it('runs from three days ahead to thirty days ahead', () => {
    expect(pickupDateRange(now)).toEqual({ earliest: '2025-03-13', latest: '2025-04-09' });
  });

  it('moves an earliest day on a weekend to Monday', () => {
    // Thursday 2025-03-13 + 3 = Sunday 16th → Monday 17th.
    expect(pickupDateRange(new Date('2025-03-13T05:00:00Z')).earliest).toBe('2025-03-17');
  });

  it('accepts weekdays inside the range only', () => {
    expect(isPickupDateAllowed('2025-03-13', now)).toBe(true);
    expect(isPickupDateAllowed('2025-04-09', now)).toBe(true);
    expect(isPickupDateAllowed('2025-03-12', now)).toBe(false);
    expect(isPickupDateAllowed('2025-04-10', now)).toBe(false);
    expect(isPickupDateAllowed('2025-03-15', now)).toBe(false); // Saturday
    expect(isPickupDateAllowed('2025-02-30', now)).toBe(false);
    expect(isPickupDateAllowed('13/03/2025', now)).toBe(false);
  });

  it('reads a date as Seoul midnight', () => {
    expect(seoulDate('2025-03-13')?.toISOString()).toBe('2025-03-12T15:00:00.000Z');
    expect(seoulDate('2025-13-01')).toBeNull();
  });
});
