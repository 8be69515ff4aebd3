import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { numberFormat } from '../../shared/intl';
import type { ListTotal } from '../../shared/schemas/ads';
import { localeOf } from '../lib/format';
import { currentLanguage } from '../lib/i18n';

/** How many items a list shows, read out again when it changes. */
export function ListCount({ testId, children }: { testId?: string; children: ReactNode }) {
  return (
    <Typography variant="body2" sx={{ color: 'text.secondary' }} aria-live="polite" data-testid={testId}>
      {children}
    </Typography>
  );
}

/** How many ads a listing or a search holds: "1,234 ads", or "About 12,000 ads" for an estimate. */
export function AdsTotal({ total, testId }: { total: ListTotal; testId?: string }) {
  const { t, i18n } = useTranslation();
  const number = numberFormat(localeOf(currentLanguage(i18n.language)), {}).format(total.count);
  const key = total.exact ? 'adsTotal.exact' : 'adsTotal.about';
  return <ListCount testId={testId}>{t(key, { count: total.count, number })}</ListCount>;
}
