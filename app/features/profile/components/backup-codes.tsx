import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';

/** Backup codes in a grid, with a button that copies them all. */
export function BackupCodes({ codes }: { codes: string[] }) {
  const { t } = useTranslation('account');
  const copy = () =>
    navigator.clipboard.writeText(codes.join('\n')).then(
      () => toast.success(t('twoFactor.copied')),
      () => toast.error(t('twoFactor.failed')),
    );
  return (
    <>
      <Box
        component="ul"
        data-testid="backup-codes"
        sx={{
          listStyle: 'none',
          m: 0,
          p: 2,
          display: 'grid',
          gridTemplateColumns: 'repeat(auto-fill, minmax(7.5rem, 1fr))',
          gap: 1,
          borderRadius: '12px',
          bgcolor: 'action.hover',
          fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace',
          fontSize: '1rem',
        }}
      >
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </Box>
      <Button
        variant="outlined"
        startIcon={<ContentCopyIcon />}
        onClick={copy}
        sx={{ alignSelf: 'flex-start' }}
      >
        {t('twoFactor.copyCodes')}
      </Button>
    </>
  );
}
