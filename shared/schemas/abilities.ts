import { z } from 'zod';

const may = (description: string) => z.boolean().meta({ description });

/**
 * What the caller may do with one ad, decided by the server's policies (server/policies/ad-abilities.ts)
 * for them: the SPA shows an action when its ability is true and never works it out from roles.
 */
export const AdAbilities = z
  .object({
    edit: may('Change it (PATCH /ads/{id}): its owner, or an admin'),
    delete: may('Delete it (DELETE /ads/{id}): its owner, or an admin'),
    moderate: may('Approve or reject it, and moderate its ratings: admins'),
    report: may('Report it to the moderators: signed in, not its owner, while it is on offer'),
    message: may('Write to its owner: signed in, not its owner, while it is on offer'),
    renew: may('Renew it now (POST /ads/{id}/renew): its owner or an admin, while renewable'),
    promote: may('Upgrade, boost or sponsor it: its owner (or an admin) while it is approved'),
    rate: may('Rate it: signed in, not its owner, while it is on offer'),
    favourite: may('Save it to favourites: signed in, not its owner, while it is on offer'),
    reveal_contact: may(
      'Reveal its contact details (POST /ads/{id}/contact): signed in, while it is on offer (admins: always)',
    ),
    block_owner: may('Block its owner: signed in, not its owner'),
  })
  .meta({ id: 'AdAbilities', description: 'What the caller may do with this ad' });
export type AdAbilities = z.infer<typeof AdAbilities>;

/** What the signed-in person may do on the site as a whole (GET /me). */
export const SiteAbilities = z
  .object({
    administer: may('Open the administration (/admin): users, settings, payments, audit log'),
    moderate: may('Moderate ads, ratings and reports'),
  })
  .meta({ id: 'SiteAbilities', description: 'What the signed-in person may do on the site' });
export type SiteAbilities = z.infer<typeof SiteAbilities>;
