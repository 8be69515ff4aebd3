import { useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { SearchCombobox } from '../../search/components/search-combobox';

/** The desktop top bar's search box: suggestions as you type, Enter opens /search?q=… (the page has its own field). */
export function SearchBox() {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const [text, setText] = useState('');
  if (pathname === '/search') return null;

  return (
    <SearchCombobox
      variant="bar"
      text={text}
      setText={setText}
      testId="search-input"
      onSearch={(q) => {
        setText('');
        navigate(`/search?q=${encodeURIComponent(q)}`);
      }}
    />
  );
}
