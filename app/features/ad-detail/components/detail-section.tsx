import type { ReactNode } from 'react';
import { TitledSection } from '../../../components/titled-section';

type Props = { heading: string; testId: string; children: ReactNode };

/** A titled, outlined section beside the ad (Share, Manage), named by its heading. */
export function DetailSection(props: Props) {
  // 0.35em: what Typography's gutterBottom gives.
  return <TitledSection {...props} sx={{ p: { xs: 2.5, md: 3 } }} headingSx={{ mb: '0.35em' }} />;
}
