import { ApiError, messageOf } from '@portal/web-kit';

export const INVALID_CREDENTIALS = 'Invalid Credentials';

/** A refused sign-in reads "Invalid Credentials" (document 1 §8); anything else says what went wrong. */
export function loginErrorText(error: unknown): string {
  if (error instanceof ApiError && (error.status === 401 || error.serverMessage?.includes('Unauthorized'))) return INVALID_CREDENTIALS;
  return messageOf(error);
}
