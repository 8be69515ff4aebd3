/** Field-level messages (i18next namespace `validation`); the SPEC fixes the English wording. */
export const validation = {
  invalidValue: 'This value is not valid',
  credentialsRequired: 'You must provide either an email or phone number and a password',
  emailRequired: 'Email is required',
  invalidEmail: 'Invalid email format',
  passwordRequired: 'Password is required',
  passwordTooShort: 'Password must be at least 6 characters',
  passwordTooLong: 'Password is too long',
  passwordTooCommon:
    'This password is one of the most common ones. Please choose a less predictable password.',
  passwordsDontMatch: "Passwords don't match",
  nameRequired: 'Name is required',
  nameTooLong: 'Name is too long',
  resetLinkInvalid: 'This password reset link is not valid any more. Please ask for a new one.',
  loginFailed: 'Error logging in',
  registerFailed: 'Error registering',
  currentPasswordIncorrect: 'Current password is incorrect',
  invalidPhone: 'Invalid phone number. Use the international format, e.g. +1 813 555 0100',
  codeRequired: 'Enter the code',
  invalidCode: 'The code is not correct or has expired',
  displayNameRequired: 'Display name is required',
  displayNameTooLong: 'Display name is too long (at most 40 characters)',
  displayNameTaken: 'This display name is already taken',
};
export type ValidationKey = keyof typeof validation;
