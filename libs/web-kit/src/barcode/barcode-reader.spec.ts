import { describe, expect, it } from '@jest/globals';
import { iosWithoutSafari } from './barcode-reader.js';

const SAFARI = 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1';
const CHROME_IOS =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/131.0.6778.73 Mobile/15E148 Safari/604.1';
const FIREFOX_IPAD = 'Mozilla/5.0 (iPad; CPU OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) FxiOS/133.0 Mobile/15E148 Safari/605.1.15';
const CHROME_ANDROID = 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36';

describe('the iPhone/iPad scanner warning (document 3 §2.4, §8)', () => {
  it('shows for Chrome and Firefox on an iPhone or iPad, not for Safari there nor for Android', () => {
    expect(iosWithoutSafari(CHROME_IOS)).toBe(true);
    expect(iosWithoutSafari(FIREFOX_IPAD)).toBe(true);
    expect(iosWithoutSafari(SAFARI)).toBe(false);
    expect(iosWithoutSafari(CHROME_ANDROID)).toBe(false);
  });
});
