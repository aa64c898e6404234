import { authenticateRequestSchema } from '@portal/contracts';
import { FieldErrorCollector, ValidationError } from '@portal/server-kit';

export interface Credentials {
  /** The username or e-mail address as typed, trimmed and in Unicode NFC; case is folded by the lookup. */
  login: string;
  password: string;
}

/** C0 and C1 control characters (NUL included): PostgreSQL refuses NUL in text, and no login holds one. */
const CONTROL = /\p{Cc}/u;
const MAX_LOGIN = 254;
const MAX_PASSWORD = 1024;

/** The one normal form of a login, used for every lookup and every throttle key. */
export function normalizeLogin(raw: string): string {
  return raw.trim().normalize('NFC');
}

/** Reads a sign-in request; anything unusable is a 422 naming the field, never a database error. */
export function readCredentials(payload: unknown): Credentials {
  const parsed = authenticateRequestSchema.safeParse(payload);
  if (!parsed.success) {
    throw new ValidationError(Object.fromEntries(parsed.error.issues.map((i) => [String(i.path[0] ?? 'body'), [i.message]])));
  }
  const login = normalizeLogin(parsed.data.username);
  const { password } = parsed.data;
  const errors = new FieldErrorCollector();
  if (CONTROL.test(login)) errors.add('username', 'must not contain control characters');
  else if (login.length > MAX_LOGIN) errors.add('username', `must be at most ${MAX_LOGIN} characters`);
  if (CONTROL.test(password)) errors.add('password', 'must not contain control characters');
  else if (password.length > MAX_PASSWORD) errors.add('password', `must be at most ${MAX_PASSWORD} characters`);
  errors.throwIfAny();
  return { login, password };
}

/** A username is saved without control characters, so every stored name can be typed at sign-in. */
export function hasControlCharacters(text: string): boolean {
  return CONTROL.test(text);
}
