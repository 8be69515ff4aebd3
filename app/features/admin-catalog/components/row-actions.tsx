import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import { TooltipIconButton } from '../../../components/tooltip-icon-button';
import type { CatalogItem } from '../utils/catalog-kind';

export type RowHandlers = {
  onEdit: (item: CatalogItem) => void;
  onDelete: (item: CatalogItem) => void;
  /** Categories only: swaps it with its neighbour above (-1) or below (1). */
  onMove?: (item: CatalogItem, direction: -1 | 1) => void;
};

type Props = RowHandlers & {
  item: CatalogItem;
  name: string;
  first: boolean;
  last: boolean;
  /** A change of this item is on its way. */
  busy: boolean;
};

/** Edit and Delete (and Up and Down for categories), as icon buttons named after the item. */
export function RowActions({ item, name, first, last, busy, onEdit, onDelete, onMove }: Props) {
  const { t } = useTranslation('adminCatalog');
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
