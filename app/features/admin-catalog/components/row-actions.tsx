import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import type { ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
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

function Action(props: {
  label: string;
  icon: ReactElement;
  onClick: () => void;
  disabled?: boolean;
  testId: string;
}) {
  const button = (
    <IconButton
      aria-label={props.label}
      onClick={props.onClick}
      disabled={props.disabled}
      data-testid={props.testId}
      sx={{ width: 48, height: 48 }}
    >
      {props.icon}
    </IconButton>
  );
  // A disabled button gets no pointer events: the tooltip needs a wrapper to hear the hover.
  return (
    <Tooltip title={props.label}>
      <span>{button}</span>
    </Tooltip>
  );
}

/** Edit and Delete (and Up and Down for categories), as icon buttons named after the item. */
export function RowActions({ item, name, first, last, busy, onEdit, onDelete, onMove }: Props) {
  const { t } = useTranslation('adminCatalog');
  return (
    <Stack direction="row" spacing={0.5} sx={{ justifyContent: 'flex-end', flexWrap: 'nowrap' }}>
      {onMove && (
        <>
          <Action
            label={t('actions.moveUp', { name })}
            icon={<ArrowUpwardIcon />}
            onClick={() => onMove(item, -1)}
            disabled={first || busy}
            testId="move-up"
          />
          <Action
            label={t('actions.moveDown', { name })}
            icon={<ArrowDownwardIcon />}
            onClick={() => onMove(item, 1)}
            disabled={last || busy}
            testId="move-down"
          />
        </>
      )}
      <Action
        label={t('actions.edit', { name })}
        icon={<EditOutlinedIcon />}
        onClick={() => onEdit(item)}
        testId="edit"
      />
      <Action
        label={t('actions.delete', { name })}
        icon={<DeleteOutlineIcon color="error" />}
        onClick={() => onDelete(item)}
        testId="delete"
      />
    </Stack>
  );
}
