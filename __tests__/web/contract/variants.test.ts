// The product as a variant shows it: a storage or memory of the variant's own is written in its option value's Arabic,
// never in the product's own Arabic form of the product's value.
import { productAsVariant } from '../../../src/contract/variants';
import { detail } from '../../support/web/catalogueFixtures';

const phone = detail({
  specs: [{ cpu: '', memory: '8 GB', storage: '256 GB', gpu: '', display: '6.1-inch', os: '' }],
  specsAr: { storage: '256 جيجابايت (الأساسي)', display: 'شاشة 6.1 بوصة' },
  options: [
    {
      key: 'storage',
      name: 'Storage',
      nameAr: 'التخزين',
      values: [
        { value: '256 GB', valueAr: '256 جيجابايت' },
        { value: '1 TB', valueAr: '1 تيرابايت فائق' },
      ],
    },
  ],
});
const variant = (storage: string) => ({ ...phone.variants[0]!, storage, optionValues: [storage] });

describe('the specs’ Arabic forms of a variant', () => {
  it('keeps the product’s own forms for what the variant shares with it', () => {
    expect(productAsVariant(phone, variant('256 GB')).specsAr).toEqual(phone.specsAr);
  });

  it('writes a storage of the variant’s own in its option value’s Arabic', () => {
    const shown = productAsVariant(phone, variant('1 TB'));
    expect(shown.specs[0]!.storage).toBe('1 TB');
    expect(shown.specsAr).toEqual({ storage: '1 تيرابايت فائق', display: 'شاشة 6.1 بوصة' });
  });

  it('leaves a storage no option names to the unit dictionary', () => {
    expect(productAsVariant(phone, variant('512 GB')).specsAr).toEqual({ display: 'شاشة 6.1 بوصة' });
  });
});
