import CategoryOutlinedIcon from '@mui/icons-material/CategoryOutlined';
import LocationCityOutlinedIcon from '@mui/icons-material/LocationCityOutlined';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { type ReactNode, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { AddButton } from '../../../components/add-button';
import { EmptyState } from '../../../components/empty-state';
import { ErrorState } from '../../../components/error-state';
import { PageHeading } from '../../../components/page-heading';
import { useFocusFallback } from '../../../lib/use-focus-keeper';
import { useIsDesktop } from '../../../lib/use-is-desktop';
import { useAdminCatalog } from '../api/get-admin-catalog';
import { useCatalogActions } from '../hooks/use-catalog-actions';
import { useItemName } from '../hooks/use-item-name';
import type { CatalogItem, CatalogKind } from '../utils/catalog-kind';
import { CatalogCards } from './catalog-cards';
import { CatalogFormDialog } from './catalog-form-dialog';
import { CatalogTable } from './catalog-table';
import { DeleteDialog } from './delete-dialog';

/** /admin/categories and /admin/cities: the list (a table on desktop, cards on phones), add, edit, delete. */
export function CatalogAdmin({ kind }: { kind: CatalogKind }) {
  const { t } = useTranslation('adminCatalog');
  const desktop = useIsDesktop();
  const query = useAdminCatalog(kind);
  const nameOf = useItemName();
  const { i18n } = useTranslation();
  // Categories keep the navigation's order; cities go alphabetically by the name shown.
  const items: readonly CatalogItem[] = useMemo(() => {
    const list: CatalogItem[] = query.data ?? [];
    if (kind === 'categories') return list;
    return [...list].sort((a, b) => nameOf(a).localeCompare(nameOf(b), i18n.language));
  }, [query.data, kind, nameOf, i18n.language]);
  const actions = useCatalogActions(kind, items);
  // Focus goes back to the heading when what opened a dialog has gone (a deleted row's button).
  const { ref: headingRef, restore: restoreFocus } = useFocusFallback<HTMLHeadingElement>();

  let body: ReactNode;
  if (query.isPending)
    body = (
      <Stack spacing={1} aria-hidden data-testid="catalog-loading">
        {[0, 1, 2, 3].map((n) => (
          <Skeleton key={n} variant="rounded" height={64} sx={{ borderRadius: '20px' }} />
        ))}
      </Stack>
    );
  else if (query.isError && !query.data)
    body = (
      <ErrorState title={t(`${kind}.errorTitle`)} error={query.error} onRetry={() => void query.refetch()} />
    );
  else if (items.length === 0)
    body = (
      <EmptyState
        icon={kind === 'categories' ? CategoryOutlinedIcon : LocationCityOutlinedIcon}
        title={t(`${kind}.emptyTitle`)}
        body={t(`${kind}.emptyBody`)}
        testId="catalog-empty"
      />
    );
  else {
    const handlers = {
      onEdit: actions.startEdit,
      onDelete: actions.startDelete,
      onMove: kind === 'categories' ? actions.move : undefined,
    };
    const List = desktop ? CatalogTable : CatalogCards;
    body = (
      <Stack spacing={1.5}>
        <List kind={kind} items={items} busyIds={actions.busyIds} {...handlers} />
        <Typography sx={{ color: 'text.secondary' }} data-testid="catalog-count">
          {t(`${kind}.shown`, { count: items.length })}
        </Typography>
      </Stack>
    );
  }

  return (
    <Stack spacing={{ xs: 2, md: 3 }} data-testid={`admin-${kind}-page`}>
      <PageHeading
        headingRef={headingRef}
        title={t(`${kind}.heading`)}
        subtitle={t(`${kind}.subtitle`)}
        action={
          <AddButton onClick={actions.startAdd} testId="catalog-add">
            {t(`${kind}.add`)}
          </AddButton>
        }
      />
      {body}
      <CatalogFormDialog
        kind={kind}
        editing={actions.editing}
        onClose={actions.closeEdit}
        onExited={restoreFocus}
        onConfirm={actions.confirmSave}
      />
      <DeleteDialog
        kind={kind}
        item={actions.deleting}
        items={items}
        onClose={actions.closeDelete}
        onExited={restoreFocus}
        onConfirm={actions.confirmDelete}
      />
    </Stack>
  );
}
