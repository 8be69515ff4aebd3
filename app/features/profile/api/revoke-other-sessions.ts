import { useMutation } from '@tanstack/react-query';
import * as authApi from '../../../../shared/api/auth';
import { callApi } from '../../../lib/api-client';

/** Signs the account out everywhere but this browser. */
export function revokeOtherSessions() {
  return callApi(authApi.revokeOtherSessions, { body: {} });
}

export function useRevokeOtherSessions() {
  return useMutation({ mutationFn: revokeOtherSessions });
}
