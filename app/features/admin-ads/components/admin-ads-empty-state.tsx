import TaskAltIcon from '@mui/icons-material/TaskAlt';
import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../components/empty-state';
import type { StatusTab } from '../utils/admin-ads-filters';

type Props = { status: StatusTab; filtered: boolean; onClearFilters: () => void };

/** Nothing in this tab: says so for the tab, and offers to clear the filters when they narrow it. */
export function AdminAdsEmptyState({ status, filtered, onClearFilters }: Props) {
  const { t } = useTranslation('adminAds');
  return (
    <EmptyState
      icon={TaskAltIcon}
      title={t(`empty.${status}`)}
      body={filtered ? t('empty.filteredBody') : t('empty.body')}
      action={
        filtered && (
          <Button variant="outlined" onClick={onClearFilters}>
            {t('filters.clear')}
          </Button>
        )
      }
      testId="admin-ads-empty"
    />
  );
}
