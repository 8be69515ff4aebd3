import ImageOutlinedIcon from '@mui/icons-material/ImageOutlined';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';

type Props = { src: string | null; alt: string; emptyText: string; onError?: () => void };

/** A 4:3 frame with the photo, or an icon and a line when there is none to show. */
export function ImagePreview({ src, alt, emptyText, onError }: Props) {
  return (
    <Box
      sx={{
        width: '100%',
        maxWidth: { sm: 360 },
        aspectRatio: '4 / 3',
        borderRadius: '16px',
        overflow: 'hidden',
        bgcolor: 'action.hover',
        border: src ? 0 : '2px dashed',
        borderColor: 'divider',
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
      }}
      data-testid="image-preview"
    >
      {src ? (
        <Box
          component="img"
          src={src}
          alt={alt}
          onError={onError}
          sx={{ width: '100%', height: '100%', objectFit: 'cover', display: 'block' }}
        />
      ) : (
        <Box sx={{ textAlign: 'center', px: 2, color: 'text.secondary' }}>
          <ImageOutlinedIcon aria-hidden sx={{ fontSize: 48 }} />
          <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
            {emptyText}
          </Typography>
        </Box>
      )}
    </Box>
  );
}
