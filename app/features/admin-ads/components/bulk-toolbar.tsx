import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { AdActionButton } from '../../ads/components/ad-action-button';

type Props = {
  shown: number;
  selected: number;
  busy: boolean;
  onSelectAll: (selected: boolean) => void;
  onApprove: () => void;
  onReject: () => void;
  onClear: () => void;
};

/**
 * Select all ads on the page, how many are selected, and what to do with them. Sticks under the top
 * bar while something is selected, so the buttons stay in reach down a long list.
 */
export function BulkToolbar({ shown, selected, busy, onSelectAll, onApprove, onReject, onClear }: Props) {
  const { t } = useTranslation('adminAds');
  const none = selected === 0;

  return (
    <Paper
      variant="outlined"
      role="region"
      aria-label={t('bulk.label')}
      data-testid="bulk-toolbar"
      sx={{
        borderRadius: '12px',
        px: { xs: 1, sm: 1.5 },
        py: 1,
        ...(none
          ? {}
          : { position: 'sticky', top: { xs: 56, sm: 64 }, zIndex: 2, borderColor: 'primary.main' }),
      }}
    >
      <Stack direction="row" useFlexGap spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <Checkbox
          checked={!none && selected === shown}
          indeterminate={!none && selected < shown}
          onChange={(event) => onSelectAll(event.target.checked)}
          slotProps={{ input: { 'aria-label': t('bulk.selectAll', { count: shown }) } }}
          data-testid="select-all"
        />
        <Typography
          aria-live="polite"
          data-testid="selected-count"
          variant="body2"
          sx={{
            flex: 1,
            minWidth: { xs: 100, sm: 160 },
            fontWeight: none ? 400 : 600,
            color: none ? 'text.secondary' : 'text.primary',
          }}
        >
          {none ? t('bulk.noneSelected') : t('bulk.selected', { count: selected })}
        </Typography>
        {!none && (
          <>
            {/* Phones: the two actions get a row of their own below; Clear stays beside the count. */}
            <Stack
              direction="row"
              spacing={1}
              sx={{
                order: 2,
                width: { xs: '100%', sm: 'auto' },
                '& > *': { flex: { xs: 1, sm: 'none' } },
                // Phones: the words alone, so each fits on one line.
                '& .MuiButton-startIcon': { display: { xs: 'none', sm: 'inherit' } },
              }}
            >
              <AdActionButton kind="approve" disabled={busy} onClick={onApprove} data-testid="bulk-approve">
                {t('bulk.approve')}
              </AdActionButton>
              <AdActionButton kind="reject" disabled={busy} onClick={onReject} data-testid="bulk-reject">
                {t('bulk.reject')}
              </AdActionButton>
            </Stack>
            <Button
              onClick={onClear}
              disabled={busy}
              sx={{ order: { xs: 1, sm: 3 } }}
              data-testid="bulk-clear"
            >
              {t('bulk.clear')}
            </Button>
          </>
        )}
      </Stack>
    </Paper>
  );
}
