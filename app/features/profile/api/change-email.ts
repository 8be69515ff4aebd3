import { useMutation } from '@tanstack/react-query';
import type { ChangeEmailInput } from '../../../../shared/schemas/auth';
import { AuthStatus } from '../../../../shared/schemas/auth-answers';
import { apiPost } from '../../../lib/api-client';

/**
 * Asks for an email change (current password required): the server mails a confirmation link to the
 * new address, and the email changes once it is opened.
 */
export function changeEmail(input: Omit<ChangeEmailInput, 'callbackURL'>) {
  return apiPost(AuthStatus, '/api/auth/change-email', { ...input, callbackURL: '/profile' });
}

export function useChangeEmail() {
  return useMutation({ mutationFn: changeEmail });
}
