import { beforeEach, describe, expect, it } from '@jest/globals';
import { keepDraft, takeDraft } from './drafts.js';
import { startSession } from './session.js';

const signIn = (userid: number) => startSession({ user: { userid, roleid: 2 }, access_token: 't', webUser: { userid, roleid: 2, clientid: null } });

describe('drafts of unsaved edits', () => {
  beforeEach(() => {
    localStorage.clear();
    sessionStorage.clear();
  });

  it('gives the edits back once, on the same page, to the same user', () => {
    signIn(9);
    keepDraft('web_users/5', { firstname: 'Pat' }, '/admin/users/5?tab=1');
    expect(takeDraft('web_users/6', '/admin/users/5?tab=1')).toBeNull();
    expect(takeDraft('web_users/5', '/admin/users/5')).toBeNull();
    expect(takeDraft('web_users/5', '/admin/users/5?tab=1')).toEqual({ firstname: 'Pat' });
    expect(takeDraft('web_users/5', '/admin/users/5?tab=1')).toBeNull();
  });

  it('never shows one user the edits of another', () => {
    signIn(9);
    keepDraft('web_users/5', { firstname: 'Pat' }, '/admin/users/5');
    signIn(10);
    expect(takeDraft('web_users/5', '/admin/users/5')).toBeNull();
  });
});
