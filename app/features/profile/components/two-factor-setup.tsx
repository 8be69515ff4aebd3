import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import type { TwoFactorSetup as Setup } from '../api/enable-two-factor';
import { useVerifyTotp } from '../api/verify-totp';
import { useQrCode } from '../hooks/use-qr-code';
import { groupSecret, totpSecret } from '../utils/totp-secret';
import { BackupCodes } from './backup-codes';
import { CodeForm } from './code-form';

const QR_SIZE = 200;

function Step({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Stack spacing={1.5}>
      <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 700 }}>
        {title}
      </Typography>
      {children}
    </Stack>
  );
}

/** Scan the QR code (or type the key), keep the backup codes, prove it works with a first code. */
export function TwoFactorSetup({
  setup,
  onDone,
  onCancel,
}: {
  setup: Setup;
  onDone: () => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation('account');
  const qr = useQrCode(setup.totpURI);
  const secret = totpSecret(setup.totpURI);
  const verify = useVerifyTotp();

  return (
    <Stack spacing={3} data-testid="two-factor-setup">
      <Step title={t('twoFactor.scanTitle')}>
        <Typography>{t('twoFactor.scanHelp')}</Typography>
        {/* Dark on white in both themes: scanners need the contrast. */}
        <Box sx={{ alignSelf: 'flex-start', bgcolor: '#ffffff', borderRadius: '12px', p: 1, lineHeight: 0 }}>
          {qr ? (
            <img src={qr} alt={t('twoFactor.qrAlt')} width={QR_SIZE} height={QR_SIZE} data-testid="totp-qr" />
          ) : (
            <Skeleton variant="rectangular" width={QR_SIZE} height={QR_SIZE} />
          )}
        </Box>
        {secret && (
          <Typography component="div">
            {t('twoFactor.secretLabel')}
            <Box
              component="code"
              data-testid="totp-secret"
              sx={{
                display: 'block',
                mt: 1,
                fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace',
                fontSize: '1rem',
                fontWeight: 600,
                overflowWrap: 'anywhere',
              }}
            >
              {groupSecret(secret)}
            </Box>
          </Typography>
        )}
      </Step>
      <Step title={t('twoFactor.backupTitle')}>
        <Typography>{t('twoFactor.backupHelp')}</Typography>
        <BackupCodes codes={setup.backupCodes} />
      </Step>
      <Step title={t('twoFactor.verifyTitle')}>
        <CodeForm
          testId="totp-verify-form"
          label={t('twoFactor.code')}
          submitLabel={t('twoFactor.verify')}
          fallback={t('twoFactor.failed')}
          secondary={{ label: t('common.cancel'), onClick: onCancel }}
          onSubmit={async (code) => {
            await verify.mutateAsync(code);
            toast.success(t('twoFactor.enabled'));
            onDone();
          }}
        />
      </Step>
    </Stack>
  );
}
