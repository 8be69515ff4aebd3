import Box from '@mui/material/Box';
import { useTheme } from '@mui/material/styles';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTranslation } from 'react-i18next';
import type { StatusCounts } from '../api/get-admin-ads';
import { STATUS_TABS, type StatusTab } from '../utils/admin-ads-filters';

type Props = {
  value: StatusTab;
  counts: StatusCounts | undefined;
  onChange: (status: StatusTab) => void;
  /** The id of the panel the tabs control (the list). */
  panelId: string;
  tabId: (status: StatusTab) => string;
};

const countOf = (counts: StatusCounts, status: StatusTab) =>
  status === 'all' ? counts.pending + counts.approved + counts.rejected : counts[status];

/** Waiting, Approved, Rejected, All, each with how many ads it holds (once the list has loaded). */
export function StatusTabs({ value, counts, onChange, panelId, tabId }: Props) {
  const { t, i18n } = useTranslation('adminAds');
  const number = new Intl.NumberFormat(i18n.language);
  const wide = useMediaQuery(useTheme().breakpoints.up('sm'), { noSsr: true });

  return (
    <Tabs
      value={value}
      onChange={(_event, next: StatusTab) => onChange(next)}
      aria-label={t('tabsLabel')}
      // Phones: four equal tabs, the count under each name; wider screens: names and counts in a row.
      variant={wide ? 'standard' : 'fullWidth'}
      sx={{ borderBottom: 1, borderColor: 'divider', minHeight: 48 }}
    >
      {STATUS_TABS.map((status) => (
        <Tab
          key={status}
          value={status}
          id={tabId(status)}
          aria-controls={panelId}
          data-testid={`status-tab-${status}`}
          // The name reads "Waiting 12", not "Waiting12" (the count is a separate box).
          aria-label={counts ? `${t(`tabs.${status}`)} ${number.format(countOf(counts, status))}` : undefined}
          sx={{
            minHeight: { xs: 60, sm: 48 },
            minWidth: 0,
            textTransform: 'none',
            fontWeight: 600,
            fontSize: { xs: '0.85rem', sm: '0.95rem' },
            px: { xs: 0.5, sm: 2 },
          }}
          label={
            <Box
              component="span"
              sx={{
                display: 'inline-flex',
                flexDirection: { xs: 'column', sm: 'row' },
                alignItems: 'center',
                gap: { xs: 0.25, sm: 1 },
              }}
            >
              {t(`tabs.${status}`)}
              {counts && (
                <Box
                  component="span"
                  data-testid={`status-count-${status}`}
                  data-count={countOf(counts, status)}
                  sx={{
                    minWidth: 24,
                    px: 0.75,
                    borderRadius: '8px',
                    fontSize: '0.8rem',
                    lineHeight: '22px',
                    bgcolor: 'action.selected',
                    color: 'text.primary',
                  }}
                >
                  {number.format(countOf(counts, status))}
                </Box>
              )}
            </Box>
          }
        />
      ))}
    </Tabs>
  );
}
