import SavedSearchOutlinedIcon from '@mui/icons-material/SavedSearchOutlined';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { toast } from 'sonner';
import type { SavedSearch } from '../../../../shared/schemas/saved-searches';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { EmptyState } from '../../../components/empty-state';
import { ErrorState } from '../../../components/error-state';
import { PageSpinner } from '../../../components/page-spinner';
import { failureMessage } from '../../../lib/failure-message';
import { useChangeSavedSearch } from '../api/change-saved-search';
import { useDeleteSavedSearch } from '../api/delete-saved-search';
import { useSavedSearches } from '../api/get-saved-searches';
import { RenameSavedSearchDialog } from './rename-saved-search-dialog';
import { SavedSearchItem } from './saved-search-item';

/** The person's saved searches, each with its controls; the empty list says how to make one. */
export function SavedSearchList() {
  const { t } = useTranslation('savedSearches');
  const query = useSavedSearches();
  const change = useChangeSavedSearch();
  const remove = useDeleteSavedSearch();
  const [renaming, setRenaming] = useState<SavedSearch | null>(null);
  const [deleting, setDeleting] = useState<SavedSearch | null>(null);

  if (query.isPending) return <PageSpinner />;
  if (query.isError)
    return <ErrorState title={t('page.loadFailed')} error={query.error} onRetry={() => query.refetch()} />;
  const { items, max } = query.data;
  if (items.length === 0)
    return (
      <EmptyState
        icon={SavedSearchOutlinedIcon}
        title={t('page.emptyTitle')}
        body={t('page.empty')}
        action={
          <Button component={Link} to="/search" variant="contained">
            {t('page.findSomething')}
          </Button>
        }
        testId="saved-searches-empty"
      />
    );

  const pause = (search: SavedSearch, paused: boolean) =>
    change.mutate(
      { id: search.id, changes: { paused } },
      {
        onSuccess: () =>
          toast.success(t(paused ? 'item.pausedToast' : 'item.resumedToast', { name: search.name })),
        onError: (failure) => toast.error(failureMessage(failure, t('item.failed'))),
      },
    );

  return (
    <>
      <Typography sx={{ color: 'text.secondary' }}>
        {t('page.count', { count: items.length, max })}
      </Typography>
      <Stack component="ul" spacing={1.5} sx={{ p: 0, m: 0 }} data-testid="saved-searches">
        {items.map((search) => (
          <SavedSearchItem
            key={search.id}
            search={search}
            busy={change.isPending}
            onPause={pause}
            onRename={setRenaming}
            onDelete={setDeleting}
          />
        ))}
      </Stack>
      <RenameSavedSearchDialog search={renaming} onClose={() => setRenaming(null)} />
      <ConfirmDialog
        subject={deleting}
        title={(search) => t('item.deleteTitle', { name: search.name })}
        body={() => t('item.deleteText')}
        onConfirm={async (search) => {
          await remove.mutateAsync(search.id);
          toast.success(t('item.deleted', { name: search.name }));
        }}
        onClose={() => setDeleting(null)}
        failedText={t('item.failed')}
        cancelLabel={t('item.cancel')}
        confirmLabel={t('item.delete')}
        busyLabel={t('item.deleting')}
        color="error"
        testId="delete-saved-search"
      />
    </>
  );
}
