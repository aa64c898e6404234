import { describe, expect, it } from '@jest/globals';
import { platformsFor } from './install-steps.js';

describe('/mobile/{type}', () => {
  it('shows the platform the address names first, and both', () => {
    expect(platformsFor('android')).toEqual(['android', 'iphone']);
    expect(platformsFor('Android')).toEqual(['android', 'iphone']);
    expect(platformsFor('ios')).toEqual(['iphone', 'android']);
    expect(platformsFor(undefined)).toEqual(['iphone', 'android']);
  });
});
