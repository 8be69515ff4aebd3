import { useMutation } from '@tanstack/react-query';
import * as authApi from '../../../../shared/api/auth';
import type { ChangeEmailInput } from '../../../../shared/schemas/auth';
import { callApi } from '../../../lib/api-client';

/**
 * Asks for an email change (current password required): the server mails a confirmation link to the
 * new address, and the email changes once it is opened.
 */
export function changeEmail(input: Omit<ChangeEmailInput, 'callbackURL'>) {
  return callApi(authApi.changeEmail, { body: { ...input, callbackURL: '/profile' } });
}

export function useChangeEmail() {
  return useMutation({ mutationFn: changeEmail });
}
