import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import type { SxProps, Theme } from '@mui/material/styles';
import TextField from '@mui/material/TextField';
import { type Ref, useState } from 'react';
import { type PersonSummary, usePeopleSearch } from '../api/search-people';
import { PersonLines } from './person-lines';

/** The picker's own words, from the page that uses it. */
export type PersonPickerTexts = { searching: string; noPeople: string; searchFailed: string; admin: string };

type Props = {
  value: PersonSummary | null;
  onChange: (person: PersonSummary | null) => void;
  label: string;
  placeholder: string;
  helperText?: string;
  error?: boolean;
  required?: boolean;
  inputRef?: Ref<HTMLInputElement>;
  texts: PersonPickerTexts;
  testId: string;
  sx?: SxProps<Theme>;
};

/** Finds one person by part of their name or email (the admin people search) and picks them. */
export function PersonPicker({ value, onChange, texts, testId, inputRef, sx, ...field }: Props) {
  const [text, setText] = useState('');
  const [open, setOpen] = useState(false);
  const people = usePeopleSearch(text, open);

  return (
    <Autocomplete<PersonSummary>
      value={value}
      onChange={(_event, person) => onChange(person)}
      inputValue={text}
      onInputChange={(_event, next) => setText(next)}
      open={open}
      onOpen={() => setOpen(true)}
      onClose={() => setOpen(false)}
      options={people.data?.items ?? []}
      filterOptions={(all) => all} // the server has filtered them
      getOptionLabel={(person) => person.display_name}
      isOptionEqualToValue={(option, chosen) => option.id === chosen.id}
      loading={people.isFetching}
      loadingText={texts.searching}
      noOptionsText={people.isError ? texts.searchFailed : texts.noPeople}
      sx={sx}
      renderOption={({ key, ...props }, person) => (
        <Box component="li" key={key} {...props} data-testid="person-option">
          <PersonLines person={person} notes={[{ admin: texts.admin, user: null }[person.role]]} />
        </Box>
      )}
      renderInput={(params) => (
        <TextField
          {...params}
          {...field}
          inputRef={inputRef}
          slotProps={{
            ...params.slotProps,
            htmlInput: { ...params.slotProps.htmlInput, maxLength: 200, 'data-testid': testId },
            input: {
              ...params.slotProps.input,
              endAdornment: (
                <>
                  {people.isFetching && <CircularProgress size={20} aria-hidden />}
                  {params.slotProps.input.endAdornment}
                </>
              ),
            },
          }}
        />
      )}
    />
  );
}
