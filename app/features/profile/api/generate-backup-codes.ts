import { useMutation } from '@tanstack/react-query';
import { BackupCodes } from '../../../../shared/schemas/auth-answers';
import { apiPost } from '../../../lib/api-client';

/** New backup codes; the old ones stop working. */
export function generateBackupCodes(password: string) {
  return apiPost(BackupCodes, '/api/auth/two-factor/generate-backup-codes', { password });
}

export function useGenerateBackupCodes() {
  return useMutation({ mutationFn: generateBackupCodes });
}
