// The address form's list of cities: one entry for every governorate, and every listed name (English and Arabic) is an
// address the server takes as it is, so picking from the list can never be refused.
import { CITIES, citiesOf } from '../../../src/contract/cities';
import { GOVERNORATE_NAMES } from '../../../src/contract/constants';
import { addressSchema } from '../../../src/contract/schemas';

const address = { government: 'Cairo', city: '', street: 'Road 9', building: '1', floor: '', apartment: '' };

describe("the governorates' cities", () => {
  it('lists cities for each of the 27 governorates and nothing else', () => {
    expect(Object.keys(CITIES).sort()).toEqual([...GOVERNORATE_NAMES].sort());
    for (const names of Object.values(CITIES)) expect(names.length).toBeGreaterThanOrEqual(4);
  });

  it('lists names the address rules accept, in both languages', () => {
    for (const [government, names] of Object.entries(CITIES)) {
      for (const city of names.flat()) {
        expect([city, addressSchema().isValidSync({ ...address, government, city })]).toEqual([city, true]);
      }
    }
  });

  it('holds the largest new cities under their own governorates', () => {
    expect(citiesOf('Giza', 'en')).toEqual(expect.arrayContaining(['6th of October', 'Sheikh Zayed']));
    expect(citiesOf('Sharkia', 'ar')).toContain('العاشر من رمضان');
    expect(citiesOf('Cairo', 'en')).toEqual(expect.arrayContaining(['New Cairo', 'Nasr City']));
    expect(citiesOf('', 'en')).toEqual([]);
  });
});
