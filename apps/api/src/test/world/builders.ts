import type { ActivityWorld, TWho } from './activity-world.ts';

/*
 * Test data made through the API, so through the same services (and their rules) as the screens
 * and the demo seed use. Rows no service can make the way a test needs are in raw-rows.ts.
 */

type TPartnerKind = 'processing_facility' | 'transporter' | 'broker';

const INVITATION_URLS: Record<TPartnerKind, string> = {
  processing_facility: '/partners/invite',
  transporter: '/partners/invite/transporters',
  broker: '/partners/invite/brokers',
};

type TCaller = Pick<ActivityWorld, 't' | 'headers'>;

const post = (world: TCaller, who: TWho, url: string, payload: object) =>
  world.t.app.inject({ method: 'POST', url, headers: world.headers[who], payload });

/** Adds an existing facility as `owner`'s partner, as its Add partner form does, and gives the partnership's id. */
export async function createPartnerLink(world: TCaller, owner: TWho, partnerFacilityId: string, kind: TPartnerKind): Promise<string> {
  const response = await post(world, owner, INVITATION_URLS[kind], { facilityId: partnerFacilityId });
  if (response.statusCode !== 201) throw new Error(`${owner} could not add partner ${partnerFacilityId}: ${response.body}`);
  return (response.json() as { id: string }).id;
}

let colleagues = 0;
/** A colleague `owner`'s Admin user adds to its organisation (invited, not yet signed in); gives the user's id. */
export async function createColleague(world: TCaller, owner: TWho): Promise<string> {
  colleagues += 1;
  const response = await post(world, owner, '/api/organisation/users', {
    email: `colleague-${colleagues}@${owner}.example`,
    firstName: 'Sara',
    lastName: 'Colleague',
    userType: 'Standard',
  });
  if (response.statusCode !== 201) throw new Error(`${owner} could not add a colleague: ${response.body}`);
  return (response.json() as { id: string }).id;
}

let batches = 0;
/** A batch of `quantity` QR labels `owner` generates (administrators only); gives the batch's id. */
export async function createQrBatch(world: TCaller, owner: TWho, quantity = 1): Promise<string> {
  batches += 1;
  const response = await post(world, owner, '/api/qr-code-batches', { name: `Labels ${batches}`, quantity });
  if (response.statusCode !== 201) throw new Error(`${owner} could not generate a QR code batch: ${response.body}`);
  return (response.json() as { id: string }).id;
}
