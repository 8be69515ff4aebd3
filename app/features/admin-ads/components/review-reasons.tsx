import ReportProblemOutlinedIcon from '@mui/icons-material/ReportProblemOutlined';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import { alpha } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { ReviewReason } from '../../../../shared/schemas/review-reasons';
import { formatDate } from '../../../lib/format';
import { currentLanguage } from '../../../lib/i18n';

function OriginalLink({ original }: { original: { id: string; title: string } }) {
  return (
    <Link href={`/ads/${original.id}`} data-testid="review-reason-original" sx={{ overflowWrap: 'anywhere' }}>
      {original.title}
    </Link>
  );
}

/** What the reason says, in the reader's language; a blocked word with its place in the text, highlighted. */
function ReasonText({ reason }: { reason: ReviewReason }) {
  const { t, i18n } = useTranslation('reviewReasons');
  switch (reason.kind) {
    case 'blocked_word':
      return (
        <>
          {t('blockedWord', { word: reason.word, field: t(`fields.${reason.field}`) })}{' '}
          <Box component="q" sx={{ overflowWrap: 'anywhere' }}>
            {reason.before}
            <Box
              component="mark"
              data-testid="review-reason-match"
              sx={(theme) => ({
                bgcolor: alpha(theme.palette.warning.main, theme.palette.mode === 'dark' ? 0.3 : 0.25),
                color: 'inherit',
                fontWeight: 700,
                borderRadius: 0.5,
                px: 0.25,
              })}
            >
              {reason.match}
            </Box>
            {reason.after}
          </Box>
        </>
      );
    case 'duplicate_text':
      return (
        <>
          {t('duplicateText', { percent: Math.round(reason.similarity * 100) })}{' '}
          <OriginalLink original={reason.original} />
        </>
      );
    case 'duplicate_photo':
      return (
        <>
          {t('duplicatePhoto')} <OriginalLink original={reason.original} />
        </>
      );
    case 'new_account':
      return t('newAccount', {
        date: formatDate(reason.account_created_at, currentLanguage(i18n.language)),
      });
    case 'reported':
      return (
        <>
          {t('reported', { date: formatDate(reason.hidden_at, currentLanguage(i18n.language)) })}{' '}
          <Link href="/admin/reports" data-testid="review-reason-reports">
            {t('reportsLink')}
          </Link>
        </>
      );
  }
}

/** Why the ad is in the moderators' queue, one line per reason; nothing when there is none. */
export function ReviewReasons({ reasons }: { reasons: ReviewReason[] }) {
  const { t } = useTranslation('reviewReasons');
  if (reasons.length === 0) return null;
  return (
    <Stack
      component="ul"
      aria-label={t('label')}
      spacing={0.5}
      sx={{ listStyle: 'none', m: 0, p: 0, pt: 0.5 }}
      data-testid="review-reasons"
    >
      {reasons.map((reason, index) => (
        <Stack
          component="li"
          // biome-ignore lint/suspicious/noArrayIndexKey: reasons have no id and never reorder in place
          key={`${reason.kind}-${index}`}
          direction="row"
          spacing={0.75}
          sx={{ alignItems: 'flex-start' }}
          data-testid="review-reason"
          data-kind={reason.kind}
        >
          <ReportProblemOutlinedIcon fontSize="small" color="warning" aria-hidden sx={{ mt: 0.25 }} />
          <Typography variant="body2" sx={{ minWidth: 0 }}>
            <ReasonText reason={reason} />
          </Typography>
        </Stack>
      ))}
    </Stack>
  );
}
