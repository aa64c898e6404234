import { describe, expect, it } from '@jest/globals';
import { exitPhotoForm, exitSearchDisabled, exitSearchProblem } from './exit-photo-rules.js';

describe('the exit photo search (document 3 §5)', () => {
  it('keeps the button disabled under six characters or while loading', () => {
    expect(exitSearchDisabled(' 12345 ', false)).toBe(true);
    expect(exitSearchDisabled('123456', false)).toBe(false);
    expect(exitSearchDisabled('1HGCM82633A004352', true)).toBe(true);
  });

  it('makes no call under 17 characters, with the spec text', () => {
    expect(exitSearchProblem('123456')).toBe('Provde at least 17 numbers/letters');
    expect(exitSearchProblem(' 1HGCM82633A00435 ')).toBe('Provde at least 17 numbers/letters');
    expect(exitSearchProblem(' 1HGCM82633A004352 ')).toBeNull();
  });

  it('sends the photo, the VIN, the location as the note and the exit photo type', () => {
    const form = exitPhotoForm(new Blob(['x'], { type: 'image/jpeg' }), '1HGCM82633A004352', 'Windsor Yard');
    expect(form.get('vin')).toBe('1HGCM82633A004352');
    expect(form.get('note')).toBe('Windsor Yard');
    expect(form.get('type')).toBe('12');
    expect(form.get('photo')).toBeInstanceOf(Blob);
  });
});
