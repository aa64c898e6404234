import { ERROR_CODE } from '@portal/contracts/constants';
import { isApiError, messageOf } from '@portal/web-kit';

export const INVALID_CREDENTIALS = 'Invalid Credentials';

/**
 * A refused sign-in (every refusal of a username or password is a 401) reads "Invalid Credentials"
 * (document 1 §8); anything else (too many attempts, a server that is down) says what went wrong.
 */
export function loginErrorText(error: unknown): string {
  if (isApiError(error, ERROR_CODE.UNAUTHORIZED)) return INVALID_CREDENTIALS;
  return messageOf(error);
}
