// The product page's tables: every governorate an order can go to has a delivery estimate, and a plan's monthly
// payments add up to at least what the plan costs.
import { GOVERNORATE_NAMES } from '../../../src/contract/orders';
import { deliveryWindow } from '../../../src/contract/delivery';
import {
  INSTALMENT_MIN_PRICE,
  INSTALMENT_PLANS,
  instalmentsFor,
  lowestMonthly,
} from '../../../src/contract/instalments';

describe('delivery estimate', () => {
  it.each(GOVERNORATE_NAMES.map((name) => [name]))('%s has a window of working days', (name) => {
    const window = deliveryWindow(name);
    expect(window).toBeDefined();
    const [fewest, most] = window!;
    expect(fewest).toBeGreaterThanOrEqual(1);
    expect(most).toBeGreaterThanOrEqual(fewest);
  });

  it('has none for a place orders cannot go to', () => {
    expect(deliveryWindow('Atlantis')).toBeUndefined();
  });
});

describe('instalments', () => {
  it.each([3000, 12_345, 90_000, 179_999])('the monthly payments of %i cover each plan', (price) => {
    for (const { plan, monthly } of instalmentsFor(price)) {
      const cost = (price * (100 + plan.surchargePercent)) / 100;
      expect(monthly * plan.months).toBeGreaterThanOrEqual(cost);
      expect((monthly - 1) * plan.months).toBeLessThan(cost);
    }
    expect(instalmentsFor(price)).toHaveLength(INSTALMENT_PLANS.length);
  });

  it('offers nothing below the minimum price', () => {
    expect(instalmentsFor(INSTALMENT_MIN_PRICE - 1)).toEqual([]);
    expect(lowestMonthly(INSTALMENT_MIN_PRICE - 1)).toBeUndefined();
  });
});
