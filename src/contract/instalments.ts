// Monthly instalments as the product page and checkout show them ('from EGP X/month', the plan table), when the shop
// has switched Installments on. The plan is agreed on the gateway's page with the bank or instalment provider; the
// shop's table is the one place to change what it promises (docs/decisions.md, "Instalments").

export interface InstalmentPlan {
  months: number;
  /** The plan's total cost over the price, in percent (0 = interest-free). */
  surchargePercent: number;
}

export const INSTALMENT_PLANS: readonly InstalmentPlan[] = [
  { months: 6, surchargePercent: 0 },
  { months: 12, surchargePercent: 0 },
  { months: 24, surchargePercent: 18 },
  { months: 36, surchargePercent: 30 },
];

/** Below this price (EGP) no plan is offered. */
export const INSTALMENT_MIN_PRICE = 3000;

/** A plan's monthly payment for a price, in whole EGP rounded up (what the shopper would pay at most). */
export const monthlyPayment = (price: number, plan: InstalmentPlan) =>
  Math.ceil((price * (100 + plan.surchargePercent)) / 100 / plan.months);

/** Every plan with its monthly payment, or [] when the price is below the minimum. */
export function instalmentsFor(price: number): { plan: InstalmentPlan; monthly: number }[] {
  if (!(price >= INSTALMENT_MIN_PRICE)) return [];
  return INSTALMENT_PLANS.map((plan) => ({ plan, monthly: monthlyPayment(price, plan) }));
}

/** The lowest monthly payment over the plans ('from EGP X/month'), or undefined when none is offered. */
export function lowestMonthly(price: number): number | undefined {
  const payments = instalmentsFor(price).map(({ monthly }) => monthly);
  return payments.length ? Math.min(...payments) : undefined;
}
