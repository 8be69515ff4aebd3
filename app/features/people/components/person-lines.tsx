import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { PersonSummary } from '../api/search-people';

/** A person found: the name, then its notes (email, role, …) on one line. */
export function PersonLines({
  person,
  notes,
  py,
}: {
  person: PersonSummary;
  notes: (string | null)[];
  py?: number;
}) {
  return (
    <Box sx={{ minWidth: 0, py }}>
      <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>{person.display_name}</Typography>
      <Typography variant="body2" sx={{ color: 'text.secondary', overflowWrap: 'anywhere' }}>
        {[person.email, ...notes].filter(Boolean).join(' · ')}
      </Typography>
    </Box>
  );
}
