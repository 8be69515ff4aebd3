import { useMutation } from '@tanstack/react-query';
import * as authApi from '../../../../shared/api/auth';
import { callApi } from '../../../lib/api-client';

/** New backup codes; the old ones stop working. */
export function generateBackupCodes(password: string) {
  return callApi(authApi.generateBackupCodes, { body: { password } });
}

export function useGenerateBackupCodes() {
  return useMutation({ mutationFn: generateBackupCodes });
}
