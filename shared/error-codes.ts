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
  'EMAIL_NOT_VERIFIED',
  'INVALID_CODE',
  'DISPLAY_NAME_TAKEN',
  'PHONE_NUMBER_TAKEN',
  'LAST_SIGN_IN_METHOD',
  'SIGN_IN_METHOD_UNAVAILABLE',
  'INTERNAL',
  'INVALID_IMAGE',
  'IMAGE_TOO_LARGE',
  'ALREADY_RATED',
  'CANNOT_RATE_OWN_AD',
  'SLUG_TAKEN',
  'NAME_TAKEN',
  'CATEGORY_HAS_ADS',
  'CITY_HAS_ADS',
  'EMAIL_TAKEN',
  'LAST_ADMIN',
  'CANNOT_CHANGE_SELF',
  'INSUFFICIENT_SCOPE',
  'SEARCH_RATE_LIMITED',
  'FEATURE_DISABLED',
  'PLAN_NOT_AVAILABLE',
  'AD_NOT_ELIGIBLE',
  'ALREADY_SUBSCRIBED',
  'SUBSCRIPTION_NOT_CANCELLABLE',
  'SUBSCRIPTION_NOT_REACTIVATABLE',
  'PAYMENT_NOT_REFUNDABLE',
  'CHECKOUT_CLOSED',
  'WEBHOOK_SIGNATURE_INVALID',
  'PAYMENT_PROVIDER_UNAVAILABLE',
] as const;
export type ErrorCode = (typeof ERROR_CODES)[number];

/** The code for an error answer that carries none of ours (a proxy's, or a library's). */
export function errorCodeForStatus(status: number): ErrorCode {
  if (status === 401) return 'UNAUTHORIZED';
  if (status === 403) return 'FORBIDDEN';
  if (status === 404) return 'NOT_FOUND';
  if (status === 429) return 'RATE_LIMITED';
  return status >= 400 && status < 500 ? 'VALIDATION_FAILED' : 'INTERNAL';
}
