/** How to put the portal on a phone's home screen, per platform (document 3 §2.7 `/mobile/{type}`). */
export const INSTALL_STEPS = {
  iphone: {
    title: 'iPhone and iPad',
    steps: [
      'Open the portal in Safari (the VIN scanner on iPhone and iPad works in Safari only).',
      'Sign in.',
      'Tap the Share button at the bottom of the screen.',
      'Scroll down and tap Add to Home Screen, then Add.',
      'Open the portal from its icon on the home screen; allow the camera when the scanner asks.',
    ],
  },
  android: {
    title: 'Android',
    steps: [
      'Open the portal in Chrome.',
      'Sign in.',
      'Tap the menu (three dots) at the top right.',
      'Tap Add to Home screen (or Install app), then Add.',
      'Open the portal from its icon on the home screen; allow the camera when the scanner asks.',
    ],
  },
} as const;

export type Platform = keyof typeof INSTALL_STEPS;

/** The platform a `/mobile/{type}` address names first: android, otherwise iPhone (ios, iphone, ipad). */
export function platformsFor(type: string | undefined): Platform[] {
  return type?.toLowerCase() === 'android' ? ['android', 'iphone'] : ['iphone', 'android'];
}
