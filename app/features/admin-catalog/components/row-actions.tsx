import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import { TooltipIconButton } from '../../../components/tooltip-icon-button';
import { useItemName } from '../hooks/use-item-name';
import type { CatalogItem, CatalogKind } from '../utils/catalog-kind';

export type RowHandlers = {
  onEdit: (item: CatalogItem) => void;
  onDelete: (item: CatalogItem) => void;
  /** Categories only: swaps it with its neighbour above (-1) or below (1). */
  onMove?: (item: CatalogItem, direction: -1 | 1) => void;
};

/** What the table and the cards of a catalog list are given. */
export type CatalogViewProps = RowHandlers & {
  kind: CatalogKind;
  items: readonly CatalogItem[];
  /** Items with a change on its way. */
  busyIds: ReadonlySet<string>;
};

type Props = RowHandlers & Pick<CatalogViewProps, 'items' | 'busyIds'> & { item: CatalogItem; index: number };

/** Edit and Delete (and Up and Down for categories), as icon buttons named after the item. */
export function RowActions({ item, index, items, busyIds, onEdit, onDelete, onMove }: Props) {
  const { t } = useTranslation('adminCatalog');
  const name = useItemName()(item);
  const first = index === 0;
  const last = index === items.length - 1;
  const busy = busyIds.has(item.id);
  return (
    <Stack direction="row" spacing={0.5} sx={{ justifyContent: 'flex-end', flexWrap: 'nowrap' }}>
      {onMove && (
        <>
          <TooltipIconButton
            label={t('actions.moveUp', { name })}
            icon={<ArrowUpwardIcon />}
            onClick={() => onMove(item, -1)}
            disabled={first || busy}
            testId="move-up"
          />
          <TooltipIconButton
            label={t('actions.moveDown', { name })}
            icon={<ArrowDownwardIcon />}
            onClick={() => onMove(item, 1)}
            disabled={last || busy}
            testId="move-down"
          />
        </>
      )}
      <TooltipIconButton
        label={t('actions.edit', { name })}
        icon={<EditOutlinedIcon />}
        onClick={() => onEdit(item)}
        testId="edit"
      />
      <TooltipIconButton
        label={t('actions.delete', { name })}
        icon={<DeleteOutlineIcon color="error" />}
        onClick={() => onDelete(item)}
        testId="delete"
      />
    </Stack>
  );
}
