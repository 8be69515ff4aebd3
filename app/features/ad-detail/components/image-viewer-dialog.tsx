import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import CloseIcon from '@mui/icons-material/Close';
import Box from '@mui/material/Box';
import Dialog from '@mui/material/Dialog';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import { useTheme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { visuallyHidden } from '@mui/utils';
import type { KeyboardEvent } from 'react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { PLACEHOLDER_IMAGE_PATH } from '../../../../shared/constants';
import type { AdImage } from '../../../../shared/schemas/ads';

type Props = {
  open: boolean;
  images: AdImage[];
  index: number;
  title: string;
  onIndexChange: (index: number) => void;
  onClose: () => void;
};

/** Buttons over a dark photo: light icons on a translucent dark disc, readable on any picture. */
const overlayButton = {
  color: 'common.white',
  bgcolor: 'rgba(0, 0, 0, 0.55)',
  '&:hover': { bgcolor: 'rgba(0, 0, 0, 0.75)' },
  '&:focus-visible': { outline: '3px solid', outlineColor: 'common.white' },
} as const;

/** Previous (at the left) or next (at the right), half-way down the photo. */
function StepButton({ direction, onClick }: { direction: 'previous' | 'next'; onClick: () => void }) {
  const { t } = useTranslation('adDetail');
  const Icon = direction === 'previous' ? ChevronLeftIcon : ChevronRightIcon;
  const side = direction === 'previous' ? 'left' : 'right';
  return (
    <IconButton
      onClick={onClick}
      aria-label={t(`viewer.${direction}`)}
      size="large"
      sx={{
        ...overlayButton,
        position: 'absolute',
        [side]: { xs: 8, sm: 16 },
        top: '50%',
        translate: '0 -50%',
      }}
    >
      <Icon fontSize="large" />
    </IconButton>
  );
}

/**
 * The ad's photos full size on a dark stage: previous/next buttons and the arrow keys (wrapping
 * around), a "2 / 5" counter, Escape or the close button to leave. Full screen on phones. MUI returns
 * focus to the button that opened it.
 */
export function ImageViewerDialog({ open, images, index, title, onIndexChange, onClose }: Props) {
  const { t } = useTranslation('adDetail');
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'));
  const titleId = useId();
  const total = images.length;
  const several = total > 1;
  const current = images[index] ?? images[0];
  const counter = { index: Math.min(index, total - 1) + 1, total };

  const step = (delta: number) => onIndexChange((index + delta + total) % total);
  const onKeyDown = (event: KeyboardEvent) => {
    if (!several) return;
    if (event.key === 'ArrowLeft') step(-1);
    else if (event.key === 'ArrowRight') step(1);
    else return;
    event.preventDefault();
  };

  return (
    <Dialog
      open={open}
      onClose={onClose}
      fullScreen={phone}
      fullWidth
      maxWidth="xl"
      aria-labelledby={titleId}
      onKeyDown={onKeyDown}
      data-testid="image-viewer"
      slotProps={{
        paper: {
          sx: {
            bgcolor: '#0b0f19',
            backgroundImage: 'none',
            color: 'common.white',
            borderRadius: phone ? 0 : '20px',
            height: phone ? '100%' : 'calc(100% - 64px)',
            overflow: 'hidden',
          },
        },
      }}
    >
      <Stack
        direction="row"
        spacing={1}
        sx={{ alignItems: 'center', px: { xs: 1.5, sm: 2.5 }, py: 1, minHeight: 64 }}
      >
        <Typography
          id={titleId}
          component="h2"
          variant="subtitle1"
          noWrap
          sx={{ flex: 1, minWidth: 0, fontWeight: 600 }}
        >
          {t('viewer.title', { title })}
        </Typography>
        {several && (
          <Typography role="status" sx={{ fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' }}>
            <span aria-hidden data-testid="image-viewer-counter">
              {t('viewer.counter', counter)}
            </span>
            <Box component="span" sx={visuallyHidden}>
              {t('viewer.counterLabel', counter)}
            </Box>
          </Typography>
        )}
        <IconButton onClick={onClose} aria-label={t('viewer.close')} sx={overlayButton}>
          <CloseIcon />
        </IconButton>
      </Stack>
      <Box sx={{ position: 'relative', flex: 1, minHeight: 0, display: 'flex' }}>
        <Box
          component="img"
          key={current?.id}
          src={current?.storage_path || PLACEHOLDER_IMAGE_PATH}
          alt={t('viewer.alt', { ...counter, title })}
          data-testid="image-viewer-image"
          sx={{ display: 'block', width: '100%', height: '100%', objectFit: 'contain' }}
        />
        {several && (
          <>
            <StepButton direction="previous" onClick={() => step(-1)} />
            <StepButton direction="next" onClick={() => step(1)} />
          </>
        )}
      </Box>
    </Dialog>
  );
}
