import CloseIcon from '@mui/icons-material/Close';
import TuneIcon from '@mui/icons-material/Tune';
import Badge from '@mui/material/Badge';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { type ReactNode, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';

type Props = {
  /** Shown on the button while some categories are left out. */
  narrowed: boolean;
  /** How many ads the filters give now (the close button says so). */
  count: number | undefined;
  children: ReactNode;
};

/** Phones: a "Filters" button opening the filters in a sheet from the bottom; the map keeps the screen. */
export function MapFilterDrawer({ narrowed, count, children }: Props) {
  const { t } = useTranslation('map');
  const [open, setOpen] = useState(false);
  const titleId = useId();
  return (
    <>
      <Button
        variant="outlined"
        startIcon={
          <Badge color="secondary" variant="dot" invisible={!narrowed}>
            <TuneIcon />
          </Badge>
        }
        onClick={() => setOpen(true)}
        data-testid="map-filters-button"
      >
        {t('filters')}
      </Button>
      <Drawer
        anchor="bottom"
        open={open}
        onClose={() => setOpen(false)}
        slotProps={{
          paper: {
            'aria-labelledby': titleId,
            sx: { borderTopLeftRadius: 20, borderTopRightRadius: 20, maxHeight: '85dvh' },
          } as object,
        }}
      >
        <Box sx={{ p: 2, pb: 'calc(16px + env(safe-area-inset-bottom))' }} data-testid="map-filters-drawer">
          <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', mb: 2 }}>
            <Typography id={titleId} variant="h6" component="h2">
              {t('filtersTitle')}
            </Typography>
            <IconButton aria-label={t('close')} onClick={() => setOpen(false)}>
              <CloseIcon />
            </IconButton>
          </Stack>
          <Stack spacing={2}>{children}</Stack>
          <Button variant="contained" size="large" fullWidth sx={{ mt: 2 }} onClick={() => setOpen(false)}>
            {count === undefined ? t('close') : t('showListings', { count })}
          </Button>
        </Box>
      </Drawer>
    </>
  );
}
