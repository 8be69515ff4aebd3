import Box from '@mui/material/Box';

/** The start day over the photo, like a page of a wall calendar (decorative: the card says the date in words). */
export function EventDateBadge({ day, month }: { day: string; month: string }) {
  return (
    <Box
      aria-hidden
      sx={{
        position: 'absolute',
        top: 12,
        left: 12,
        minWidth: 56,
        borderRadius: '12px',
        overflow: 'hidden',
        textAlign: 'center',
        bgcolor: 'background.paper',
        color: 'text.primary',
        boxShadow: 2,
      }}
    >
      <Box
        sx={{
          bgcolor: 'primary.main',
          color: 'primary.contrastText',
          fontSize: '0.75rem',
          fontWeight: 700,
          textTransform: 'uppercase',
          px: 1,
          py: 0.25,
        }}
      >
        {month}
      </Box>
      <Box sx={{ fontSize: '1.5rem', fontWeight: 800, lineHeight: 1.3, pb: 0.25 }}>{day}</Box>
    </Box>
  );
}
