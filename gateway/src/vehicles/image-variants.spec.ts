import { describe, expect, it } from '@jest/globals';
import sharp from 'sharp';
import { contentTypeOf, imageVariants, THUMB_PX } from './image-variants.js';

describe('image variants', () => {
  it('makes a thumbnail and a large JPEG of an image, never enlarging it', async () => {
    const png = await sharp({ create: { width: 800, height: 400, channels: 3, background: '#336699' } })
      .png()
      .toBuffer();
    const variants = await imageVariants(png, 'image/png');
    const thumb = await sharp(variants!.thumb).metadata();
    const large = await sharp(variants!.large).metadata();
    expect([thumb.format, thumb.width, thumb.height]).toEqual(['jpeg', THUMB_PX, THUMB_PX / 2]);
    expect([large.width, large.height]).toEqual([800, 400]);
  });

  it('has no variants of an image cut off half-way (the upload refuses it)', async () => {
    const jpeg = await sharp({ create: { width: 400, height: 300, channels: 3, background: '#336699' } })
      .jpeg()
      .toBuffer();
    expect(await imageVariants(jpeg, 'image/jpeg')).not.toBeNull();
    expect(await imageVariants(jpeg.subarray(0, Math.floor(jpeg.length / 2)), 'image/jpeg')).toBeNull();
  });

  it('leaves files that are not readable images alone', async () => {
    expect(await imageVariants(Buffer.from('%PDF-1.4'), 'application/pdf')).toBeNull();
    expect(await imageVariants(Buffer.from('not an image'), 'image/jpeg')).toBeNull();
  });

  it('serves a stored extension with its type, and anything unknown as bytes', () => {
    expect(contentTypeOf('jpg')).toBe('image/jpeg');
    expect(contentTypeOf('exe')).toBe('application/octet-stream');
  });
});
