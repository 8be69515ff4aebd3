import Box from '@mui/material/Box';
import { useTranslation } from 'react-i18next';

export const MAIN_CONTENT_ID = 'main-content';

/** First focusable element: jumps over the top bar to the page content. */
export function SkipLink() {
  const { t } = useTranslation();
  return (
    <Box
      component="a"
      href={`#${MAIN_CONTENT_ID}`}
      sx={{
        position: 'absolute',
        left: 8,
        top: -100,
        zIndex: (theme) => theme.zIndex.tooltip + 1,
        px: 2,
        py: 1.5,
        borderRadius: '8px',
        bgcolor: 'primary.main',
        color: 'primary.contrastText',
        fontWeight: 600,
        '&:focus': { top: 8 },
      }}
    >
      {t('a11y.skipToContent')}
    </Box>
  );
}
