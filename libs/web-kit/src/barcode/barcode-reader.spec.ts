import { describe, expect, it } from '@jest/globals';
import { iosWithoutSafari } from './barcode-reader.js';

const SAFARI = 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1';
const CHROME_IOS =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/131.0.6778.73 Mobile/15E148 Safari/604.1';
const FIREFOX_IPAD = 'Mozilla/5.0 (iPad; CPU OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) FxiOS/133.0 Mobile/15E148 Safari/605.1.15';
const EDGE_IOS =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) ' +
  'Version/18.0 EdgiOS/131.2903.68 Mobile/15E148 Safari/605.1.15';
const FACEBOOK_IOS =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) ' +
  'Mobile/15E148 [FBAN/FBIOS;FBAV/493.0.0.52.107;FBDV/iPhone15,2]';
const GOOGLE_APP_IOS =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) GSA/343.0.695551749 Mobile/15E148 Safari/604.1';
const CHROME_IPAD_DESKTOP = 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/131.0.6778.73 Safari/604.1';
const SAFARI_IPAD = 'Mozilla/5.0 (iPad; CPU OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1';
const SAFARI_MAC = 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Safari/605.1.15';
const CHROME_MAC = 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const CHROME_ANDROID = 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36';

describe('the iPhone/iPad scanner warning (document 3 §2.4, §8)', () => {
  it('shows for Chrome and Firefox on an iPhone or iPad, not for Safari there nor for Android', () => {
    expect(iosWithoutSafari(CHROME_IOS)).toBe(true);
    expect(iosWithoutSafari(FIREFOX_IPAD)).toBe(true);
    expect(iosWithoutSafari(SAFARI)).toBe(false);
    expect(iosWithoutSafari(CHROME_ANDROID)).toBe(false);
  });

  it('shows for Edge (which names a Safari version too) and the in-app viewers of other apps', () => {
    expect(iosWithoutSafari(EDGE_IOS)).toBe(true);
    expect(iosWithoutSafari(FACEBOOK_IOS)).toBe(true);
    expect(iosWithoutSafari(GOOGLE_APP_IOS)).toBe(true);
  });

  it('shows for Chrome on an iPad asking for desktop pages, not for Safari or Chrome on a Mac', () => {
    expect(iosWithoutSafari(CHROME_IPAD_DESKTOP)).toBe(true);
    expect(iosWithoutSafari(SAFARI_MAC)).toBe(false);
    expect(iosWithoutSafari(CHROME_MAC)).toBe(false);
    expect(iosWithoutSafari(SAFARI_IPAD)).toBe(false);
  });
});
