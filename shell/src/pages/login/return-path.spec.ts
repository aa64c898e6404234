import { describe, expect, it } from '@jest/globals';
import { returnPath } from './return-path.js';

describe('returnPath', () => {
  it('follows a path of the portal, with its query', () => {
    expect(returnPath('/admin/users/5?tab=2')).toBe('/admin/users/5?tab=2');
  });

  it.each([null, '', 'https://evil.example/', '//evil.example/x', '/\\evil.example', '/login', '/login?expired=1', 'admin/users', '/a\\b', '/a\tb'])(
    'refuses %p',
    (value) => {
      expect(returnPath(value)).toBeUndefined();
    },
  );
});
