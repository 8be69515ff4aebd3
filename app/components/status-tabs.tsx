import Box from '@mui/material/Box';
import { useTheme } from '@mui/material/styles';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTranslation } from 'react-i18next';
import { numberFormat } from '../../shared/intl';

export type ModerationStatus = 'pending' | 'approved' | 'rejected';
export type StatusTab = ModerationStatus | 'all';
export type StatusCounts = Record<ModerationStatus, number>;

const TABS: readonly StatusTab[] = ['pending', 'approved', 'rejected', 'all'];

/** "All" counts every status the list holds (ads also count their expired ones). */
const countOf = (counts: StatusCounts, status: StatusTab) =>
  status === 'all' ? Object.values(counts).reduce((sum, n) => sum + n, 0) : counts[status];

type Props = {
  value: StatusTab;
  /** How many each status holds; none until the list has loaded. */
  counts: StatusCounts | undefined;
  onChange: (status: StatusTab) => void;
  /** The tab list's name. */
  label: string;
  labelOf: (status: StatusTab) => string;
  /** The id of the panel the tabs control (the list). */
  panelId: string;
  tabId: (status: StatusTab) => string;
  /** Test ids: `<prefix>-tab-<status>` and `<prefix>-count-<status>`. */
  testIdPrefix: string;
};

/** Pending (first), Approved, Rejected, All, each with how many it holds once known. */
export function StatusTabs({ value, counts, onChange, label, labelOf, panelId, tabId, testIdPrefix }: Props) {
  const { i18n } = useTranslation();
  const number = numberFormat(i18n.language, {});
  const wide = useMediaQuery(useTheme().breakpoints.up('sm'), { noSsr: true });

  return (
    <Tabs
      value={value}
      onChange={(_event, next: StatusTab) => onChange(next)}
      aria-label={label}
      // Phones: four equal tabs, the count under each name; wider screens: names and counts in a row.
      variant={wide ? 'standard' : 'fullWidth'}
      sx={{ borderBottom: 1, borderColor: 'divider', minHeight: 48 }}
    >
      {TABS.map((status) => {
        const name = labelOf(status);
        const count = counts ? countOf(counts, status) : null;
        return (
          <Tab
            key={status}
            value={status}
            id={tabId(status)}
            aria-controls={panelId}
            data-testid={`${testIdPrefix}-tab-${status}`}
            // The name reads "Waiting 12", not "Waiting12" (the count is a separate box).
            aria-label={count === null ? undefined : `${name} ${number.format(count)}`}
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
                {name}
                {count !== null && (
                  <Box
                    component="span"
                    data-testid={`${testIdPrefix}-count-${status}`}
                    data-count={count}
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
                    {number.format(count)}
                  </Box>
                )}
              </Box>
            }
          />
        );
      })}
    </Tabs>
  );
}
