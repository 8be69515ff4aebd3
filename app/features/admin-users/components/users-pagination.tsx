import Pagination from '@mui/material/Pagination';
import { useTranslation } from 'react-i18next';

type Props = { page: number; pages: number; onChange: (page: number) => void };

/** Page numbers under the list, with their names in the reader's language. */
export function UsersPagination({ page, pages, onChange }: Props) {
  const { t } = useTranslation('adminUsers');
  if (pages <= 1) return null;
  return (
    <Pagination
      page={Math.min(page, pages)}
      count={pages}
      onChange={(_event, value) => onChange(value)}
      siblingCount={1}
      boundaryCount={1}
      shape="rounded"
      size="large"
      aria-label={t('pagination.label')}
      getItemAriaLabel={(type, value, selected) => {
        if (type === 'previous') return t('pagination.previous');
        if (type === 'next') return t('pagination.next');
        const n = String(value ?? '');
        return selected ? t('pagination.current', { page: n }) : t('pagination.page', { page: n });
      }}
      sx={{ alignSelf: 'center', '& .MuiPagination-ul': { justifyContent: 'center' } }}
      data-testid="users-pagination"
    />
  );
}
