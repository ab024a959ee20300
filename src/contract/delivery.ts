// How long a delivery takes, in working days (Sunday to Thursday), by governorate: the product page's estimate.
// The couriers' zones as of 2026-11 (docs/decisions.md, "Delivery estimate"); one table, read by the SPA and
// available to the server.
/** [fewest, most] working days from the order to the door. */
export type DeliveryWindow = readonly [number, number];

const ZONES: readonly { days: DeliveryWindow; governorates: readonly string[] }[] = [
  { days: [1, 2], governorates: ['Cairo', 'Giza', 'Qaliubiya'] },
  {
    days: [2, 3],
    governorates: [
      'Alexandria',
      'Beheira',
      'Dakahlia',
      'Damietta',
      'Gharbiya',
      'Ismailia',
      'Kafr El Sheikh',
      'Menofia',
      'Port Said',
      'Sharkia',
      'Suez',
    ],
  },
  {
    days: [3, 5],
    governorates: ['Fayoum', 'Beni Suef', 'Minya', 'Assiut', 'Sohag', 'Qena', 'Luxor', 'Aswan'],
  },
  { days: [4, 7], governorates: ['Red Sea', 'New Valley', 'Matrouh', 'North Sinai', 'South Sinai'] },
];

/** The delivery window to a governorate (by its English name, as orders store it); undefined for an unknown name. */
export function deliveryWindow(governorate: string): DeliveryWindow | undefined {
  return ZONES.find((zone) => zone.governorates.includes(governorate))?.days;
}

/** The governorate the estimate starts with: most orders go to Greater Cairo. */
export const DEFAULT_DELIVERY_GOVERNORATE = 'Cairo';
