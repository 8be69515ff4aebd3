import { useTranslation } from 'react-i18next';
import type { ApiToken } from '../../../../shared/schemas/api-tokens';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { maskedToken } from './token-chips';

type Props = {
  token: ApiToken | null;
  onClose: () => void;
  onExited?: () => void;
  /** Revokes it; resolves when done (the dialog then closes), whatever the outcome. */
  onConfirm: (token: ApiToken) => Promise<void>;
};

/** "Revoke this token?": it stops working at once and for good. */
export function RevokeTokenDialog({ token, onClose, onExited, onConfirm }: Props) {
  const { t } = useTranslation('adminTokens');
  return (
    <ConfirmDialog
      subject={token}
      title={() => t('revokeDialog.title')}
      body={(shown) => t('revokeDialog.body', { name: shown.name, prefix: maskedToken(shown) })}
      onConfirm={onConfirm}
      onClose={onClose}
      onExited={onExited}
      failedText={t('toast.revokeFailed')}
      width="xs"
      cancelLabel={t('revokeDialog.cancel')}
      confirmLabel={t('revokeDialog.confirm')}
      busyLabel={t('revokeDialog.working')}
      color="error"
      confirmTestId="confirm-revoke-token"
      testId="revoke-token-dialog"
    />
  );
}
