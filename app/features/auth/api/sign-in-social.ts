import { useMutation } from '@tanstack/react-query';
import * as authApi from '../../../../shared/api/auth';
import { callApi } from '../../../lib/api-client';

/** Where Google sends the person back after a refusal or a failure. */
export const GOOGLE_ERROR_PATH = '/login?error=google';

/** Starts a Google sign-in: the server answers with Google's consent page, which the browser opens. */
export async function signInWithGoogle(callbackURL: string) {
  const { url } = await callApi(authApi.signInSocial, {
    body: {
      provider: 'google',
      callbackURL,
      errorCallbackURL: GOOGLE_ERROR_PATH,
    },
  });
  if (!url) throw new Error('No Google address in the answer');
  window.location.assign(url);
}

export function useSignInWithGoogle() {
  return useMutation({ mutationFn: signInWithGoogle });
}
