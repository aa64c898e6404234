/** The texts of registration and password reset (document 3 §5, §8), shared by the service and the pages. */
export const ACCOUNT_TEXT = {
  emailTaken: 'This email has already been registered',
  emailAvailable: 'This email is available for registration',
  forgotPasswordSent: 'Please check your email. If your email/username exists you will receive an email with a link to reset your password...',
  forgotPasswordFailed: 'Unable to process a forgotten password. Please contact DVS Support',
  resetTokenExpired: 'This reset token has expired',
  passwordUpdated: 'password updated',
  registered: 'Your account has been requested',
  noSignature: 'No Signature',
  signatureFailed: 'Unable to save signature',
} as const;

/** How long an e-mailed reset link works. */
export const RESET_TOKEN_TTL_MINUTES = 60;
