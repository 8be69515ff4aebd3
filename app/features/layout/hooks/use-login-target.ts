import { useLocation } from 'react-router';

/** Link props that send a visitor to /login and remember where they came from (state.from). */
export function useLoginTarget() {
  const location = useLocation();
  return { to: '/login', state: { from: location } };
}
