import { describe, expect, it } from '@jest/globals';
import { dataUrlImage } from './data-url-image.js';

const PNG_BYTES = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

describe('dataUrlImage', () => {
  it('reads a PNG or JPEG data URL whose bytes are that image', () => {
    expect(dataUrlImage(`data:image/png;base64,${PNG_BYTES.toString('base64')}`)).toEqual({ type: 'image/png', bytes: PNG_BYTES, extension: 'png' });
    const jpeg = Buffer.from([0xff, 0xd8, 0xff, 0xe0]);
    expect(dataUrlImage(`data:image/jpeg;base64,${jpeg.toString('base64')}`)?.extension).toBe('jpg');
  });

  it('refuses other types, other URLs, and bytes that are not the image the URL names', () => {
    expect(dataUrlImage(`data:image/gif;base64,${PNG_BYTES.toString('base64')}`)).toBeNull();
    expect(dataUrlImage('https://example.com/a.png')).toBeNull();
    expect(dataUrlImage(`data:image/jpeg;base64,${PNG_BYTES.toString('base64')}`)).toBeNull();
    expect(dataUrlImage(`data:image/png;base64,${Buffer.from('hello').toString('base64')}`)).toBeNull();
  });
});
