import { describe, expect, it } from '@jest/globals';
import { PHOTOS_NOT_SENT, photoStatusText } from './photo-statuses.js';

describe('the photo status of a load vehicle', () => {
  it("shows the bay's status and its warnings, or that nothing was sent", () => {
    expect(photoStatusText({ bay_image_status: { status: 'received', warnings: ['At least 2 photos are expected', 'Blurry'] } })).toEqual({
      status: 'received',
      warnings: 'At least 2 photos are expected; Blurry',
    });
    expect(photoStatusText({ bay_image_status: { status: 'received', warnings: [] } })).toEqual({ status: 'received', warnings: '' });
    expect(photoStatusText({ bay_image_status: null })).toEqual({ status: PHOTOS_NOT_SENT, warnings: '' });
  });
});
