import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import { useTranslation } from 'react-i18next';
import type { PersonSummary } from '../../people/api/search-people';
import { PersonLines } from '../../people/components/person-lines';

type Props = {
  people: PersonSummary[];
  value: string;
  onChange: (id: string) => void;
  currentOwnerId: string;
  labelId: string;
};

/** The people found, one radio each (name, then email and role); the ad's current owner cannot be picked. */
export function PeopleResults({ people, value, onChange, currentOwnerId, labelId }: Props) {
  const { t } = useTranslation('adminAds');
  return (
    <Box sx={{ maxHeight: 300, overflowY: 'auto', border: 1, borderColor: 'divider', borderRadius: '12px' }}>
      <RadioGroup
        aria-labelledby={labelId}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        data-testid="people-results"
      >
        {people.map((person) => {
          const current = person.id === currentOwnerId;
          return (
            <FormControlLabel
              key={person.id}
              value={person.id}
              disabled={current}
              control={<Radio />}
              data-testid="person-option"
              sx={{
                mx: 0,
                px: 1,
                py: 0.5,
                borderBottom: 1,
                borderColor: 'divider',
                '&:last-of-type': { borderBottom: 0 },
              }}
              label={
                <PersonLines
                  person={person}
                  notes={[
                    { admin: t('reassignDialog.admin'), user: null }[person.role],
                    current ? t('reassignDialog.currentOwner') : null,
                  ]}
                  py={0.5}
                />
              }
            />
          );
        })}
      </RadioGroup>
    </Box>
  );
}
