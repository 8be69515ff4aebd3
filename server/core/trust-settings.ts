import type { TrustSettings } from '../../shared/trust-settings';

/** The trust-and-safety numbers as every request reads them: kept in process, forgotten on any change. */
export interface TrustSettingsSource {
  read(): Promise<TrustSettings>;
  /** This process changed them: forget at once, before the NOTIFY comes back. */
  forget(): void;
}
