// The addresses of an uploaded photo: every size the server makes is read back by the shop (pictures.ts spells the
// widths out in its pattern, kept small for the first screen), and a product or category holds only an upload's
// address or our own artwork's.
import {
  IMAGE_SIZES,
  IMAGE_WIDTHS,
  isImageAddress,
  pictureOf,
  UPLOAD_FILE_NAME,
  uploadIdOf,
  uploadSizes,
} from '../../../src/contract/images';

const id = '0123456789abcdef'.repeat(2);

describe('photo addresses', () => {
  it.each(IMAGE_SIZES)('reads the %s size of an upload back to its id', (size) => {
    const address = uploadSizes(id)[size];
    expect(uploadIdOf(address)).toBe(id);
    expect(isImageAddress(address)).toBe(true);
    expect(UPLOAD_FILE_NAME.test(address.split('/').pop()!)).toBe(true);
  });

  it('gives an upload every size in srcset, and its box in the size asked', () => {
    expect(pictureOf(uploadSizes(id).card, 'gallery')).toEqual({
      src: `/uploads/${id}-800.webp`,
      srcSet: IMAGE_SIZES.map(
        (size) => `/uploads/${id}-${IMAGE_WIDTHS[size]}.webp ${IMAGE_WIDTHS[size]}w`,
      ).join(', '),
      width: 800,
      height: 600,
    });
    expect(pictureOf('/images/products/a.svg', 'card')).toBeUndefined();
    expect(pictureOf(undefined, 'card')).toBeUndefined();
  });

  it.each([
    [`/uploads/${id}-481.webp`],
    [`/uploads/${id.toUpperCase()}-480.webp`],
    [`/uploads/${id}-480.webp?x`],
    ['https://elsewhere.example/a.jpg'],
    ['/images/../jwt-secret.svg'],
    ['/images/.hidden.svg'],
    ['javascript:alert(1)'],
    [''],
  ])('refuses %j as a picture address', (address) => {
    expect(isImageAddress(address)).toBe(false);
  });
});
