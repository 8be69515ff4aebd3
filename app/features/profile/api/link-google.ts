import { useMutation } from '@tanstack/react-query';
import { LinkSocialAnswer } from '../../../../shared/schemas/auth-answers';
import { apiPost } from '../../../lib/api-client';

/** Where to send the browser to link a Google account; Google returns to /profile. */
export function linkGoogle() {
  return apiPost(LinkSocialAnswer, '/api/auth/link-social', { provider: 'google', callbackURL: '/profile' });
}

export function useLinkGoogle() {
  return useMutation({
    mutationFn: linkGoogle,
    onSuccess: ({ url }) => window.location.assign(url),
  });
}
