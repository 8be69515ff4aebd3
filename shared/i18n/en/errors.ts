import type { ErrorCode } from '../../error-codes';

export const errors: Record<ErrorCode, string> = {
  NOT_FOUND: 'Not found',
  VALIDATION_FAILED: 'Some of the values are not valid',
  INVALID_CURSOR: 'The page link is not valid; start from the first page',
  UNAUTHORIZED: 'Please sign in first',
  FORBIDDEN: 'You are not allowed to do that',
  RATE_LIMITED: 'Rate limit exceeded. You can try again in {{time}}.',
  INVALID_CREDENTIALS: 'Error logging in',
  CURRENT_PASSWORD_INCORRECT: 'Current password is incorrect',
  REGISTRATION_FAILED: 'Error registering',
  ACCOUNT_DISABLED: 'This account has been disabled. Please contact the community administrators.',
  EMAIL_NOT_VERIFIED:
    'Please confirm your email address first: we have sent you a new link. Check your inbox.',
  INVALID_CODE: 'The code is not correct or has expired',
  DISPLAY_NAME_TAKEN: 'This display name is already taken',
  PHONE_NUMBER_TAKEN: 'This phone number is already used by another account',
  LAST_SIGN_IN_METHOD: 'This is your only way to sign in, so it cannot be removed',
  SIGN_IN_METHOD_UNAVAILABLE: 'This sign-in method is not available',
  INTERNAL: 'An error occurred',
  INVALID_IMAGE: '{{file}} is not a valid image file',
  IMAGE_TOO_LARGE: 'Image is too large',
};
