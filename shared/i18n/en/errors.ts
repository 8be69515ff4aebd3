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
  INTERNAL: 'An error occurred',
};
