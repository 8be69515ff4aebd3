import { useMutation } from '@tanstack/react-query';
import * as authApi from '../../../../shared/api/auth';
import { callApi } from '../../../lib/api-client';

/** Where to send the browser to link a Google account; Google returns to /profile. */
export function linkGoogle() {
  return callApi(authApi.linkSocial, { body: { provider: 'google', callbackURL: '/profile' } });
}

export function useLinkGoogle() {
  return useMutation({
    mutationFn: linkGoogle,
    onSuccess: ({ url }) => window.location.assign(url),
  });
}
