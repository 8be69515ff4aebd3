/** Codes the server puts in `{ error: { code, message } }` and the UI switches on. */
export const ERROR_CODES = [
  'NOT_FOUND',
  'VALIDATION_FAILED',
  'INVALID_CURSOR',
  'UNAUTHORIZED',
  'FORBIDDEN',
  'RATE_LIMITED',
  'INVALID_CREDENTIALS',
  'CURRENT_PASSWORD_INCORRECT',
  'REGISTRATION_FAILED',
  'ACCOUNT_DISABLED',
  'INTERNAL',
] as const;
export type ErrorCode = (typeof ERROR_CODES)[number];
