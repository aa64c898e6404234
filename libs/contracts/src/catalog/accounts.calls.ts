import { z } from 'zod';
import { ERROR_CODE } from '../errors.js';
import { SERVICE } from '../services.js';
import { IDENTITY_FACES } from '../call-routes/identity.js';
import { ACCOUNT_TEXT } from '../constants/accounts.js';
import { defineCall, idParam } from './call.js';

const I = SERVICE.IDENTITY;

const required = (max = 255) =>
  z
    .string({ error: 'is required' })
    .trim()
    .min(1, 'is required')
    .max(max, `must be at most ${max} characters`)
    .refine((v) => !/\p{Cc}/u.test(v), 'must not contain control characters');

/** An e-mail address as registration and the e-mail check take it. */
export const emailAddress = required(254).pipe(z.email({ error: 'must be an e-mail address' }));

/** A new password: at least 8 characters, at most 200 (the hash takes any length; a bound keeps a request small). */
export const newPassword = z
  .string({ error: 'is required' })
  .min(8, 'must be at least 8 characters')
  .max(200, 'must be at most 200 characters')
  .refine((v) => !/\p{Cc}/u.test(v), 'must not contain control characters');

/** A reset token in a path: the random text the e-mailed link carries. */
const resetToken = z.string().regex(/^[A-Za-z0-9_-]{20,100}$/, 'must be a reset token');

/** The registration form of document 3 §3 "Registration" (/register and /register/acuity). */
export const registrationBody = z.object({
  firstName: required(),
  lastName: required(),
  cbp: z.string().trim().max(255, 'must be at most 255 characters').optional().nullable(),
  username: emailAddress,
  password: newPassword,
  phone: required(50),
  businessName: required(),
  country: required(),
  street: required(),
  city: required(),
  state: required(),
  zip: required(20),
  services: z
    .object({ ri: z.boolean().optional(), titles: z.boolean().optional(), odo: z.boolean().optional(), transportation: z.boolean().optional() })
    .optional(),
  isAcuity: z.boolean().optional(),
});

const session = z.object({ access_token: z.string(), refresh_token: z.string(), expires_in: z.number() }).passthrough();

/** Registration (document 1 §7.1): a pending account, signed in at once (document 3 §4). */
export const register = defineCall({
  ...IDENTITY_FACES.register,
  service: I,
  access: 'public',
  edgeHandler: true,
  summary: 'Request an account: creates a pending account (no client until staff attach one) and signs it in; a taken e-mail answers success false',
  request: z.object({ body: registrationBody }),
  answer: z.union([session.extend({ success: z.literal(true), message: z.string() }), z.object({ success: z.literal(false), message: z.string() })]),
  errors: [ERROR_CODE.VALIDATION, ERROR_CODE.TOO_MANY_REQUESTS],
});

/** Whether an e-mail address is free for registration (success true means free). */
export const checkEmailAvailable = defineCall({
  ...IDENTITY_FACES.checkEmailAvailable,
  service: I,
  access: 'public',
  edgeHandler: true,
  summary: 'Whether an e-mail address is free for registration; success true means free',
  request: z.object({ body: z.object({ email: emailAddress }) }),
  answer: z.object({ success: z.boolean() }),
  errors: [ERROR_CODE.VALIDATION, ERROR_CODE.TOO_MANY_REQUESTS],
});

/** Forgot password: the same answer whether or not the account exists; the link goes by e-mail. */
export const forgotPassword = defineCall({
  ...IDENTITY_FACES.forgotPassword,
  service: I,
  access: 'public',
  edgeHandler: true,
  summary: 'E-mails a password reset link to the account named by e-mail address or username; the answer is the same for any name',
  request: z.object({ body: z.object({ email: required(254) }) }),
  answer: z.object({ error: z.literal(false), message: z.literal(ACCOUNT_TEXT.forgotPasswordSent) }),
  errors: [ERROR_CODE.VALIDATION, ERROR_CODE.TOO_MANY_REQUESTS],
});

/** Staff send a user the reset e-mail (the users admin). */
export const sendPasswordReset = defineCall({
  ...IDENTITY_FACES.sendPasswordReset,
  service: I,
  access: 'staff',
  summary: "E-mails a password reset link to a user's e-mail address (or the address given)",
  request: z.object({ params: z.object({ id: idParam }), body: z.object({ email: emailAddress.optional() }).optional() }),
  answer: z.object({ success: z.literal(true), message: z.string() }),
  errors: [ERROR_CODE.VALIDATION, ERROR_CODE.NOT_FOUND],
});

/** What the reset page shows of a token: valid, or expired (also for an unknown or used one). */
export const resetTokenData = defineCall({
  ...IDENTITY_FACES.resetTokenData,
  service: I,
  access: 'public',
  edgeHandler: true,
  summary: 'Whether a reset token may still be used; an unknown, used or expired token is "expired"',
  request: z.object({ params: z.object({ token: resetToken }) }),
  answer: z.object({ token: z.string(), status: z.enum(['valid', 'expired']), expired: z.boolean() }),
  errors: [ERROR_CODE.VALIDATION, ERROR_CODE.TOO_MANY_REQUESTS],
});

/** Sets the new password with a valid token, which is then used up. */
export const resetTokenUpdate = defineCall({
  ...IDENTITY_FACES.resetTokenUpdate,
  service: I,
  access: 'public',
  edgeHandler: true,
  summary: 'Sets a new password with a reset token (good for one use); "password updated" on success, success false when the token cannot be used',
  request: z.object({ params: z.object({ token: resetToken }), body: z.object({ password: newPassword }) }),
  answer: z.union([
    z.object({ success: z.literal(true), message: z.literal(ACCOUNT_TEXT.passwordUpdated) }),
    z.object({ success: z.literal(false), message: z.literal(ACCOUNT_TEXT.resetTokenExpired) }),
  ]),
  errors: [ERROR_CODE.VALIDATION, ERROR_CODE.TOO_MANY_REQUESTS],
});

/** A PNG or JPEG signature drawn on the pad, as a data URL (at most about 1.5 MB of image). */
export const signatureDataUrl = z
  .string({ error: 'is required' })
  .max(2_000_000, 'must be an image of at most 1.5 MB')
  .regex(/^data:image\/(png|jpeg);base64,[A-Za-z0-9+/]+={0,2}$/, 'must be a PNG or JPEG image as a data URL');

/** The signed-in user's own signature (document 3 §2.7 /user/signature). */
export const setSignature = defineCall({
  ...IDENTITY_FACES.setSignature,
  service: I,
  access: 'signed-in',
  summary: "Saves the signed-in user's signature (a data URL from the signature pad)",
  request: z.object({ body: z.object({ photo: signatureDataUrl }) }),
  answer: z.object({ success: z.literal(true), userid: z.number(), updated_at: z.string() }),
  errors: [ERROR_CODE.VALIDATION],
});

/** A user's signature: the user itself or staff; anyone else is told it does not exist. */
export const mySignature = defineCall({
  ...IDENTITY_FACES.mySignature,
  service: I,
  access: 'signed-in',
  summary: "A user's saved signature as a data URL, null when none (the user itself, or staff)",
  request: z.object({ params: z.object({ userId: idParam }) }),
  answer: z.object({ userid: z.number(), signature: z.string().nullable(), updated_at: z.string().nullable() }),
  errors: [ERROR_CODE.NOT_FOUND],
});

export const ACCOUNT_CALLS = [
  register,
  checkEmailAvailable,
  forgotPassword,
  sendPasswordReset,
  resetTokenData,
  resetTokenUpdate,
  setSignature,
  mySignature,
] as const;
