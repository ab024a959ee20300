// The seeded shop: seven categories and 67 brand-neutral products covering every listing filter value.
import type { CategorySlug, ProductSpec } from '../../../src/contract';
import { COLOR_NAMES, productImages, slugOf, type ColorKey, type Kind, type Model } from './artwork';

export interface SeedCategory {
  slug: CategorySlug;
  name: string;
  nameAr: string;
  kind: Kind;
}
export const SEED_CATEGORIES: SeedCategory[] = [
  { slug: 'professional-laptop', name: 'Professional Laptops', nameAr: 'لابتوبات احترافية', kind: 'laptop' },
  { slug: 'air-laptop', name: 'Air Laptops', nameAr: 'لابتوبات خفيفة', kind: 'air' },
  { slug: 'all-in-one-desktop', name: 'All-in-One Desktops', nameAr: 'أجهزة مكتبية متكاملة', kind: 'aio' },
  { slug: 'studio-desktop', name: 'Studio Desktops', nameAr: 'أجهزة ستوديو مكتبية', kind: 'studio' },
  { slug: 'mini-desktop', name: 'Mini Desktops', nameAr: 'أجهزة مكتبية صغيرة', kind: 'mini' },
  { slug: 'accessories', name: 'Accessories', nameAr: 'إكسسوارات', kind: 'keyboard' },
  { slug: 'phones', name: 'Phones', nameAr: 'هواتف', kind: 'phone' },
];

export interface SeedProduct {
  category: CategorySlug;
  name: string;
  nameAr: string;
  description: string;
  descriptionAr: string;
  price: number;
  priceAfterDiscount: number;
  quantity: number;
  kind: Kind;
  colorKey: ColorKey;
  color: string;
  colorAr: string;
  /** The official warranty in months: two years for computers, one for phones and accessories. */
  warrantyMonths: number;
  /** The model's own drawing (public/images/products/{slug}-{view}.svg, `npm run seed -- --artwork`). */
  artwork: Model;
  images: string[];
  specs: ProductSpec[];
}

/** A model's own drawing: its file stem, its short name on the badge, its screen size and its detail. */
function artworkOf(
  name: string,
  kind: Kind,
  color: ColorKey,
  badge: string,
  inches: number,
  variant: number,
): Model {
  return { slug: slugOf(name), kind, color, badge, inches, variant };
}

/** The short name on a computer's or phone's badge: the name without its line ('ProBook 16 Core i7' → '16 I7'). */
const badgeOf = (name: string) =>
  name
    .replace(/^(ProBook|AirBook|OneDesk|Studio Tower|Mini Cube|Nova Phone|Nova)\s*/, '')
    .replace(/Core /, '')
    .toUpperCase()
    .replace(/\bI(\d)/, 'i$1');
const inchesOf = (display: string) => Number.parseFloat(display) || 0;

type Row = [
  name: string,
  nameAr: string,
  cpu: string,
  memory: string,
  storage: string,
  display: string,
  price: number,
  off: number,
  stock: number,
  color: ColorKey,
];

const gpuOf = (cpu: string) =>
  cpu.startsWith('M')
    ? `${cpu} integrated GPU`
    : cpu === 'Intel Core i9' || cpu === 'Intel Core i7'
      ? 'Dedicated 8 GB GPU'
      : 'Intel Iris Xe';
/** Intel computers carry a sticker; desktops without a screen step their size along the line; phones, see PHONE_SPECS. */
const variantOf = (kind: Kind, r: Row, index: number) =>
  kind === 'studio' || kind === 'mini' ? index : r[2].startsWith('Intel') ? 1 : 0;
const osOf = (cpu: string) => (cpu.startsWith('M') ? 'StoreOS 15' : 'Windows 11 Pro');

function line(
  category: CategorySlug,
  kind: Kind,
  rows: Row[],
  en: (r: Row) => string,
  ar: (r: Row) => string,
): SeedProduct[] {
  return rows.map((r, index) => {
    const [name, nameAr, cpu, memory, storage, display, price, off, stock, colorKey] = r;
    const artwork = artworkOf(
      name,
      kind,
      colorKey,
      badgeOf(name),
      inchesOf(display),
      variantOf(kind, r, index),
    );
    return {
      category,
      name,
      nameAr,
      description: en(r),
      descriptionAr: ar(r),
      price,
      priceAfterDiscount: off,
      quantity: stock,
      kind,
      colorKey,
      color: COLOR_NAMES[colorKey].en,
      colorAr: COLOR_NAMES[colorKey].ar,
      warrantyMonths: kind === 'phone' ? 12 : 24,
      artwork,
      images: productImages(artwork.slug),
      specs: [{ cpu, memory, storage, gpu: cpu ? gpuOf(cpu) : '', display, os: cpu ? osOf(cpu) : '' }],
    };
  });
}

const computerEn = (what: string) => (r: Row) =>
  `${r[0]}: ${what} with ${r[2]}, ${r[3]} of memory and ${r[4]} of storage${r[5] ? ` on a ${r[5]} display` : ''}. Genuine, sealed, with the official warranty.`;
const computerAr = (what: string) => (r: Row) =>
  `${r[1]}: ${what} بمعالج ${r[2]} وذاكرة ${r[3]} وسعة تخزين ${r[4]}${r[5] ? ` وشاشة ${r[5]}` : ''}. منتج أصلي مختوم بضمان رسمي.`;

type PhoneSpecs = Required<Pick<ProductSpec, 'camera' | 'frontCamera' | 'battery' | 'sim' | 'refreshRate'>>;
/** What shoppers compare between phones, beside memory, storage and the screen's size. */
const PHONE_SPECS: Record<string, PhoneSpecs> = {
  'Nova Phone 16 Pro Max': {
    camera: '48 MP + 48 MP + 12 MP',
    frontCamera: '12 MP',
    battery: '4685 mAh',
    sim: 'nano-SIM + eSIM',
    refreshRate: '120 Hz',
  },
  'Nova Phone 16 Pro': {
    camera: '48 MP + 48 MP + 12 MP',
    frontCamera: '12 MP',
    battery: '3582 mAh',
    sim: 'nano-SIM + eSIM',
    refreshRate: '120 Hz',
  },
  'Nova Phone 16': {
    camera: '48 MP + 12 MP',
    frontCamera: '12 MP',
    battery: '3561 mAh',
    sim: 'nano-SIM + eSIM',
    refreshRate: '60 Hz',
  },
  'Nova Phone 16 Plus': {
    camera: '48 MP + 12 MP',
    frontCamera: '12 MP',
    battery: '4674 mAh',
    sim: 'nano-SIM + eSIM',
    refreshRate: '60 Hz',
  },
  'Nova Phone 15': {
    camera: '48 MP + 12 MP',
    frontCamera: '12 MP',
    battery: '3349 mAh',
    sim: 'Dual eSIM',
    refreshRate: '60 Hz',
  },
  'Nova Phone 15 Plus': {
    camera: '48 MP + 12 MP',
    frontCamera: '12 MP',
    battery: '4383 mAh',
    sim: 'Dual eSIM',
    refreshRate: '60 Hz',
  },
  'Nova Phone SE': {
    camera: '12 MP',
    frontCamera: '7 MP',
    battery: '2018 mAh',
    sim: 'nano-SIM + eSIM',
    refreshRate: '60 Hz',
  },
  'Nova Phone 14': {
    camera: '12 MP + 12 MP',
    frontCamera: '12 MP',
    battery: '3279 mAh',
    sim: 'Dual nano-SIM',
    refreshRate: '60 Hz',
  },
  'Nova Fold': {
    camera: '50 MP + 12 MP + 10 MP',
    frontCamera: '10 MP',
    battery: '4400 mAh',
    sim: 'nano-SIM + eSIM',
    refreshRate: '120 Hz',
  },
  'Nova Mini': {
    camera: '12 MP + 12 MP',
    frontCamera: '12 MP',
    battery: '2438 mAh',
    sim: 'Dual eSIM',
    refreshRate: '60 Hz',
  },
};

export const SEED_PRODUCTS: SeedProduct[] = [
  ...line(
    'professional-laptop',
    'laptop',
    [
      [
        'ProBook 16 M3 Max',
        'بروبوك 16 M3 Max',
        'M3',
        '64 GB',
        '2 TB',
        '16-inch',
        159000,
        149000,
        6,
        'space-gray',
      ],
      ['ProBook 16 M4 Max', 'بروبوك 16 M4 Max', 'M4', '128 GB', '8 TB', '16-inch', 180000, 0, 3, 'midnight'],
      ['ProBook 16 M4', 'بروبوك 16 M4', 'M4', '32 GB', '1 TB', '16-inch', 132000, 0, 9, 'silver'],
      [
        'ProBook 15 M2 Pro',
        'بروبوك 15 M2 Pro',
        'M2',
        '32 GB',
        '1 TB',
        '15-inch',
        98000,
        89000,
        7,
        'space-gray',
      ],
      [
        'ProBook 15 M1 Pro',
        'بروبوك 15 M1 Pro',
        'M1',
        '16 GB',
        '512 GB',
        '15-inch',
        75000,
        69000,
        0,
        'silver',
      ],
      [
        'ProBook 16 Core i9',
        'بروبوك 16 كور i9',
        'Intel Core i9',
        '64 GB',
        '4 TB',
        '16-inch',
        165000,
        0,
        4,
        'midnight',
      ],
      [
        'ProBook 16 Core i7',
        'بروبوك 16 كور i7',
        'Intel Core i7',
        '32 GB',
        '1 TB',
        '16-inch',
        118000,
        109000,
        10,
        'space-gray',
      ],
      [
        'ProBook 15 Core i7',
        'بروبوك 15 كور i7',
        'Intel Core i7',
        '16 GB',
        '512 GB',
        '15-inch',
        89000,
        0,
        12,
        'silver',
      ],
      [
        'ProBook 15 Core i5',
        'بروبوك 15 كور i5',
        'Intel Core i5',
        '16 GB',
        '512 GB',
        '15-inch',
        64000,
        0,
        15,
        'space-gray',
      ],
      ['ProBook 15 M3 Pro', 'بروبوك 15 M3 Pro', 'M3', '32 GB', '2 TB', '15-inch', 126000, 0, 0, 'midnight'],
      [
        'ProBook 16 M2 Max',
        'بروبوك 16 M2 Max',
        'M2',
        '64 GB',
        '4 TB',
        '16-inch',
        149000,
        135000,
        2,
        'silver',
      ],
      ['ProBook 13 M4', 'بروبوك 13 M4', 'M4', '16 GB', '512 GB', '13.3-inch', 85000, 0, 8, 'space-gray'],
    ],
    computerEn('a professional laptop'),
    computerAr('لابتوب احترافي'),
  ),
  ...line(
    'air-laptop',
    'air',
    [
      ['AirBook 13 M3', 'إيربوك 13 M3', 'M3', '16 GB', '512 GB', '13.3-inch', 72000, 0, 14, 'starlight'],
      ['AirBook 13 M2', 'إيربوك 13 M2', 'M2', '8 GB', '256 GB', '13.3-inch', 56000, 49999, 20, 'midnight'],
      ['AirBook 13 M1', 'إيربوك 13 M1', 'M1', '8 GB', '256 GB', '13.3-inch', 45000, 0, 0, 'silver'],
      ['AirBook 15 M3', 'إيربوك 15 M3', 'M3', '16 GB', '1 TB', '15-inch', 85000, 79000, 6, 'space-gray'],
      ['AirBook 15 M4', 'إيربوك 15 M4', 'M4', '32 GB', '1 TB', '15-inch', 95000, 0, 5, 'starlight'],
      [
        'AirBook 11 Core i3',
        'إيربوك 11 كور i3',
        'Intel Core i3',
        '8 GB',
        '128 GB',
        '11.6-inch',
        45000,
        0,
        18,
        'blue',
      ],
      [
        'AirBook 11 Core i5',
        'إيربوك 11 كور i5',
        'Intel Core i5',
        '8 GB',
        '256 GB',
        '11.6-inch',
        52000,
        47500,
        11,
        'silver',
      ],
      [
        'AirBook 13 Core i5',
        'إيربوك 13 كور i5',
        'Intel Core i5',
        '16 GB',
        '512 GB',
        '13.3-inch',
        61000,
        0,
        9,
        'green',
      ],
      [
        'AirBook 13 Core i7',
        'إيربوك 13 كور i7',
        'Intel Core i7',
        '16 GB',
        '1 TB',
        '13.3-inch',
        69000,
        0,
        7,
        'midnight',
      ],
      ['AirBook 11 M1', 'إيربوك 11 M1', 'M1', '8 GB', '128 GB', '11.6-inch', 46000, 0, 4, 'starlight'],
    ],
    computerEn('a light, silent laptop'),
    computerAr('لابتوب خفيف وهادئ'),
  ),
  ...line(
    'all-in-one-desktop',
    'aio',
    [
      ['OneDesk 24 M4', 'وان ديسك 24 M4', 'M4', '16 GB', '512 GB', '24-inch', 89000, 0, 8, 'blue'],
      ['OneDesk 24 M3', 'وان ديسك 24 M3', 'M3', '8 GB', '256 GB', '24-inch', 72000, 65000, 10, 'green'],
      ['OneDesk 24 M1', 'وان ديسك 24 M1', 'M1', '8 GB', '256 GB', '24-inch', 58000, 0, 0, 'silver'],
      [
        'OneDesk 27 Core i7',
        'وان ديسك 27 كور i7',
        'Intel Core i7',
        '32 GB',
        '1 TB',
        '27-inch',
        119000,
        0,
        5,
        'silver',
      ],
      [
        'OneDesk 27 Core i9',
        'وان ديسك 27 كور i9',
        'Intel Core i9',
        '64 GB',
        '2 TB',
        '27-inch',
        140000,
        129000,
        3,
        'space-gray',
      ],
      ['OneDesk 27 M4', 'وان ديسك 27 M4', 'M4', '32 GB', '2 TB', '27-inch', 135000, 0, 4, 'midnight'],
      [
        'OneDesk 21.5 Core i3',
        'وان ديسك 21.5 كور i3',
        'Intel Core i3',
        '8 GB',
        '256 GB',
        '21.5-inch',
        50000,
        0,
        12,
        'silver',
      ],
      [
        'OneDesk 21.5 Core i5',
        'وان ديسك 21.5 كور i5',
        'Intel Core i5',
        '16 GB',
        '512 GB',
        '21.5-inch',
        59000,
        54000,
        9,
        'blue',
      ],
      [
        'OneDesk 24 Core i5',
        'وان ديسك 24 كور i5',
        'Intel Core i5',
        '16 GB',
        '1 TB',
        '24-inch',
        66000,
        0,
        7,
        'green',
      ],
    ],
    computerEn('an all-in-one desktop'),
    computerAr('جهاز مكتبي متكامل'),
  ),
  ...line(
    'studio-desktop',
    'studio',
    [
      ['Studio Tower M2 Ultra', 'ستوديو تاور M2 Ultra', 'M2', '128 GB', '8 TB', '', 320000, 0, 2, 'silver'],
      ['Studio Tower M4 Max', 'ستوديو تاور M4 Max', 'M4', '64 GB', '4 TB', '', 240000, 225000, 3, 'silver'],
      [
        'Studio Tower M4 Ultra',
        'ستوديو تاور M4 Ultra',
        'M4',
        '256 GB',
        '16 TB',
        '',
        450000,
        0,
        1,
        'space-gray',
      ],
      [
        'Studio Tower M1 Ultra',
        'ستوديو تاور M1 Ultra',
        'M1',
        '64 GB',
        '2 TB',
        '',
        185000,
        165000,
        0,
        'silver',
      ],
      [
        'Studio Tower Core i9',
        'ستوديو تاور كور i9',
        'Intel Core i9',
        '128 GB',
        '4 TB',
        '',
        265000,
        0,
        4,
        'midnight',
      ],
      [
        'Studio Tower Core i9 Extreme',
        'ستوديو تاور كور i9 إكستريم',
        'Intel Core i9',
        '256 GB',
        '8 TB',
        '',
        399000,
        0,
        1,
        'space-gray',
      ],
      [
        'Studio Tower Core i7',
        'ستوديو تاور كور i7',
        'Intel Core i7',
        '64 GB',
        '2 TB',
        '',
        160000,
        0,
        5,
        'midnight',
      ],
      ['Studio Tower M3 Max', 'ستوديو تاور M3 Max', 'M3', '128 GB', '4 TB', '', 275000, 255000, 2, 'silver'],
    ],
    computerEn('a studio workstation'),
    computerAr('محطة عمل للاستوديو'),
  ),
  ...line(
    'mini-desktop',
    'mini',
    [
      ['Mini Cube M2', 'ميني كيوب M2', 'M2', '8 GB', '256 GB', '', 32000, 0, 16, 'silver'],
      ['Mini Cube M4', 'ميني كيوب M4', 'M4', '16 GB', '512 GB', '', 42000, 39000, 12, 'silver'],
      ['Mini Cube M4 Pro', 'ميني كيوب M4 Pro', 'M4', '32 GB', '1 TB', '', 65000, 0, 6, 'space-gray'],
      ['Mini Cube M1', 'ميني كيوب M1', 'M1', '8 GB', '256 GB', '', 25000, 0, 0, 'silver'],
      [
        'Mini Cube Core i3',
        'ميني كيوب كور i3',
        'Intel Core i3',
        '8 GB',
        '128 GB',
        '',
        19000,
        0,
        20,
        'midnight',
      ],
      [
        'Mini Cube Core i5',
        'ميني كيوب كور i5',
        'Intel Core i5',
        '16 GB',
        '512 GB',
        '',
        27000,
        24500,
        14,
        'midnight',
      ],
      [
        'Mini Cube Core i7',
        'ميني كيوب كور i7',
        'Intel Core i7',
        '32 GB',
        '1 TB',
        '',
        38000,
        0,
        9,
        'space-gray',
      ],
      ['Mini Cube M3', 'ميني كيوب M3', 'M3', '16 GB', '2 TB', '', 52000, 0, 5, 'silver'],
    ],
    computerEn('a compact desktop'),
    computerAr('جهاز مكتبي صغير الحجم'),
  ),
  ...accessories(),
  ...line(
    'phones',
    'phone',
    [
      [
        'Nova Phone 16 Pro Max',
        'نوفا فون 16 برو ماكس',
        '',
        '8 GB',
        '1 TB',
        '6.9-inch',
        85000,
        0,
        6,
        'space-gray',
      ],
      [
        'Nova Phone 16 Pro',
        'نوفا فون 16 برو',
        '',
        '8 GB',
        '512 GB',
        '6.3-inch',
        72000,
        68000,
        9,
        'starlight',
      ],
      ['Nova Phone 16', 'نوفا فون 16', '', '8 GB', '256 GB', '6.1-inch', 52000, 0, 15, 'blue'],
      ['Nova Phone 16 Plus', 'نوفا فون 16 بلس', '', '8 GB', '256 GB', '6.7-inch', 58000, 0, 0, 'green'],
      ['Nova Phone 15', 'نوفا فون 15', '', '8 GB', '128 GB', '6.1-inch', 42000, 37999, 20, 'midnight'],
      ['Nova Phone 15 Plus', 'نوفا فون 15 بلس', '', '8 GB', '256 GB', '6.7-inch', 47000, 0, 8, 'blue'],
      ['Nova Phone SE', 'نوفا فون SE', '', '8 GB', '128 GB', '4.7-inch', 22000, 0, 25, 'silver'],
      ['Nova Phone 14', 'نوفا فون 14', '', '8 GB', '128 GB', '6.1-inch', 33000, 29500, 10, 'starlight'],
      ['Nova Fold', 'نوفا فولد', '', '16 GB', '512 GB', '7.6-inch', 98000, 0, 3, 'midnight'],
      ['Nova Mini', 'نوفا ميني', '', '8 GB', '256 GB', '5.4-inch', 36000, 0, 7, 'green'],
    ],
    (r) =>
      `${r[0]}: a genuine phone with ${r[3]} of memory, ${r[4]} of storage and a ${r[5]} display. Sealed, with the official warranty.`,
    (r) => `${r[1]}: هاتف أصلي بذاكرة ${r[3]} وسعة تخزين ${r[4]} وشاشة ${r[5]}. مختوم بضمان رسمي.`,
  ).map((p) => {
    const phone = PHONE_SPECS[p.name]!;
    // The drawing shows as many lenses as the main camera has.
    const lenses = phone.camera.split('+').length;
    return {
      ...p,
      artwork: { ...p.artwork, variant: lenses },
      specs: p.specs.map((s) => ({
        ...s,
        cpu: 'Nova N18 chip',
        gpu: 'Nova 6-core GPU',
        os: 'StoreOS Mobile 18',
        ...phone,
        fiveG: /\b(14|SE)\b/.test(p.name) ? '4G' : '5G',
      })),
    };
  }),
];

function accessories(): SeedProduct[] {
  const items: [Kind, string, string, string, string, number, number, number, ColorKey][] = [
    [
      'keyboard',
      'Slim Keyboard',
      'لوحة مفاتيح رفيعة',
      'A slim wireless keyboard with a rechargeable battery.',
      'لوحة مفاتيح لاسلكية رفيعة ببطارية قابلة للشحن.',
      4500,
      0,
      30,
      'silver',
    ],
    [
      'keyboard',
      'Slim Keyboard with Numpad',
      'لوحة مفاتيح رفيعة بأرقام',
      'A full-size wireless keyboard with a numeric keypad.',
      'لوحة مفاتيح لاسلكية كاملة بلوحة أرقام.',
      5900,
      5200,
      22,
      'midnight',
    ],
    [
      'mouse',
      'Glide Mouse',
      'ماوس جلايد',
      'A wireless multi-touch mouse.',
      'ماوس لاسلكي متعدد اللمس.',
      3900,
      0,
      40,
      'silver',
    ],
    [
      'mouse',
      'Glide Mouse Black',
      'ماوس جلايد أسود',
      'A wireless multi-touch mouse in black.',
      'ماوس لاسلكي متعدد اللمس باللون الأسود.',
      4200,
      3600,
      0,
      'midnight',
    ],
    [
      'hub',
      'Dock Hub 7-in-1',
      'موزع دوك 7 في 1',
      'A USB-C hub with HDMI, card reader and three USB ports.',
      'موزع USB-C بمنفذ HDMI وقارئ بطاقات وثلاثة منافذ USB.',
      2800,
      0,
      35,
      'space-gray',
    ],
    [
      'hub',
      'Dock Hub Pro',
      'موزع دوك برو',
      'A powered dock for two external displays.',
      'قاعدة توصيل بمصدر طاقة لشاشتين خارجيتين.',
      9500,
      8500,
      12,
      'space-gray',
    ],
    [
      'headphones',
      'Wave Headphones',
      'سماعات ويف',
      'Over-ear wireless headphones with noise cancellation.',
      'سماعات رأس لاسلكية بخاصية إلغاء الضوضاء.',
      24000,
      21500,
      9,
      'blue',
    ],
    [
      'headphones',
      'Wave Headphones Lite',
      'سماعات ويف لايت',
      'Light wireless headphones for every day.',
      'سماعات لاسلكية خفيفة للاستخدام اليومي.',
      9000,
      0,
      0,
      'green',
    ],
    [
      'charger',
      'Power Adapter 35W',
      'شاحن 35 واط',
      'A dual-port 35 W USB-C power adapter.',
      'شاحن USB-C بمنفذين بقدرة 35 واط.',
      2500,
      0,
      50,
      'silver',
    ],
    [
      'charger',
      'Power Adapter 140W',
      'شاحن 140 واط',
      'A 140 W USB-C power adapter for professional laptops.',
      'شاحن USB-C بقدرة 140 واط للابتوبات الاحترافية.',
      5500,
      0,
      18,
      'silver',
    ],
  ];
  const badges: Record<string, string> = {
    'Slim Keyboard': 'SLIM',
    'Slim Keyboard with Numpad': 'SLIM NUM',
    'Glide Mouse': 'GLIDE',
    'Glide Mouse Black': 'GLIDE B',
    'Dock Hub 7-in-1': 'DOCK 7',
    'Dock Hub Pro': 'DOCK PRO',
    'Wave Headphones': 'WAVE',
    'Wave Headphones Lite': 'WAVE LITE',
    'Power Adapter 35W': '35W',
    'Power Adapter 140W': '140W',
  };
  // The second of each kind is its variant: the numpad, the black mouse's seam, more ports, the lighter band, 140 W.
  return items.map(([kind, name, nameAr, description, descriptionAr, price, off, quantity, colorKey], i) => {
    const artwork = artworkOf(name, kind, colorKey, badges[name]!, 0, i % 2);
    return {
      category: 'accessories',
      name,
      nameAr,
      description,
      descriptionAr,
      price,
      priceAfterDiscount: off,
      quantity,
      kind,
      colorKey,
      color: COLOR_NAMES[colorKey].en,
      colorAr: COLOR_NAMES[colorKey].ar,
      warrantyMonths: 12,
      artwork,
      images: productImages(artwork.slug),
      specs: [{ cpu: '', memory: '', storage: '', gpu: '', display: '', os: '' }],
    };
  });
}
