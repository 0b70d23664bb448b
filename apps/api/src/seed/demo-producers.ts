import {
  can,
  type TFacilityProfileAttribute,
  type TOarIdRegistration,
  type TPartnerFacility,
  ZFacilityPartnerSearchQuery,
  ZInviteProcessingPartner,
  ZInviteTransporter,
  ZPartnerSearchQuery,
  ZRegisterOarIdRequest,
  ZSelfAssessmentAnswersInput,
  ZUpdateProfile,
} from '@opentrace/domain';
import { and, eq } from 'drizzle-orm';
import type { Clock } from '../core/clock.ts';
import type { MailSettings } from '../lib/mail/mail-settings.ts';
import { FacilityProfileService } from '../modules/profiles/index.ts';
import { LocalFacilityRegistry, OarIdsService } from '../modules/identifiers/index.ts';
import { PartnerInvitationsService, PartnersService } from '../modules/partners/index.ts';
import { SelfAssessmentsService } from '../modules/self-assessments/index.ts';
import { UsersService } from '../modules/users/index.ts';
import type { Database } from '../db/client.ts';
import { countries, districts, provinces } from '../db/schema/index.ts';
import { DEMO_RECONCILIATION_MONTHS } from './demo-activity-dates.ts';
import { type DemoActor, demoActor } from './demo-actors.ts';
import { answersAlongRoute } from './demo-self-assessment.ts';
import { DEMO_ACCOUNTS } from './demo-seed.ts';

/*
 * The demo's ginner, spinner, mill and final product assembly register as their Admin users do
 * on the onboarding screen: an OS ID for the business, the profile (with the mass-balance
 * reconciliation window and what they make), the questionnaire along its route, and their partners
 * down the chain. Everything goes through the services, so every onboarding rule holds.
 */

export type TDemoProducer = 'ginner' | 'spinner' | 'mill' | 'assembly';

interface DemoPlace {
  /** `provinces.province_code` within Pakistan. */
  provinceCode: 'pb' | 'sd';
  district: string;
  address: string;
  latitude: number;
  longitude: number;
}

interface DemoProducerProfile extends DemoPlace {
  email: string;
  businessRegisterNumber: string;
  /** Facility certification codes (certifications.json "facility"). */
  certifications: string[];
}

export const DEMO_PRODUCERS: Record<TDemoProducer, DemoProducerProfile> = {
  ginner: {
    email: 'ginner@demo.opentrace.local',
    address: 'Plot 9, Industrial Estate, Bosan Road',
    provinceCode: 'pb',
    district: 'Multan',
    latitude: 30.1575,
    longitude: 71.5249,
    businessRegisterNumber: 'MUL-GIN-0412',
    certifications: ['BCI'],
  },
  spinner: {
    email: 'spinner@demo.opentrace.local',
    address: '7 km Sargodha Road, Khurrianwala',
    provinceCode: 'pb',
    district: 'Faisalabad',
    latitude: 31.4997,
    longitude: 73.2691,
    businessRegisterNumber: 'FSD-SPN-1187',
    certifications: ['BCI', 'GOTS'],
  },
  mill: {
    email: 'mill@demo.opentrace.local',
    address: '21 Kot Lakhpat Industrial Area',
    provinceCode: 'pb',
    district: 'Lahore',
    latitude: 31.4697,
    longitude: 74.3136,
    businessRegisterNumber: 'LHR-MIL-0930',
    certifications: ['OEKO_TEX'],
  },
  assembly: {
    email: 'assembly@demo.opentrace.local',
    address: 'Plot 27, Sector 15, Korangi Industrial Area',
    provinceCode: 'sd',
    district: 'Korangi',
    latitude: 24.8318,
    longitude: 67.129,
    businessRegisterNumber: 'KHI-GAR-2205',
    certifications: ['GRS'],
  },
};

/** The farm group imported by the demo configuration (demo-farm-group.ts), the ginner's supplier. */
export const DEMO_FARM_GROUP_NAME = 'Multan Cotton Growers';

/** The haulier the ginner invites and the spinner also takes on. */
export const DEMO_TRANSPORTER = {
  name: 'Indus Haulage',
  businessRegisterNumber: 'MUL-TRN-0077',
  place: {
    provinceCode: 'pb',
    district: 'Multan',
    address: 'Truck Stand, Khanewal Road',
    latitude: 30.1864,
    longitude: 71.4989,
  } satisfies DemoPlace,
  contact: { email: 'transport@demo.opentrace.local', firstName: 'Asif', lastName: 'Baloch' },
} as const;

/** Who adds whom, so that every producer has added a partner itself (its onboarding gate). */
const PROCESSING_PARTNERS: { who: TDemoProducer; partner: string }[] = [
  { who: 'ginner', partner: DEMO_FARM_GROUP_NAME },
  { who: 'spinner', partner: 'Multan Ginning Factory' },
  { who: 'mill', partner: 'Faisalabad Spinning Mills' },
  { who: 'assembly', partner: 'Lahore Fabric Mill' },
];

export interface DemoProducerServices {
  db: Database;
  clock: Clock;
  mail: MailSettings;
}

export type DemoActors = Record<TDemoProducer, DemoActor>;

/** One after the other: inside the seed's transaction every query shares one connection. */
export async function loadDemoActors(db: Database): Promise<DemoActors> {
  const actors = {} as DemoActors;
  for (const who of Object.keys(DEMO_PRODUCERS) as TDemoProducer[]) actors[who] = await demoActor(db, DEMO_PRODUCERS[who].email);
  return actors;
}

/**
 * Registers the four demo producers: profiles and questionnaires first, then partners, as the
 * onboarding tabs are worked through. The reconciliation window starts at `reconciliationStart`.
 */
export async function registerDemoProducers(services: DemoProducerServices, actors: DemoActors, reconciliationStart: Date): Promise<void> {
  for (const who of Object.keys(DEMO_PRODUCERS) as TDemoProducer[]) {
    await saveProfile(services, actors[who], DEMO_PRODUCERS[who], reconciliationStart);
    await answerQuestionnaire(services, actors[who]);
  }
  await addPartners(services, actors);
}

async function pakistaniPlace(db: Database, place: Pick<DemoPlace, 'provinceCode' | 'district'>) {
  const [row] = await db
    .select({ countryId: countries.id, provinceId: provinces.id, districtId: districts.id })
    .from(districts)
    .innerJoin(provinces, eq(provinces.id, districts.provinceId))
    .innerJoin(countries, eq(countries.id, provinces.countryId))
    .where(and(eq(countries.countryCode, 'PK'), eq(provinces.provinceCode, place.provinceCode), eq(districts.name, place.district)));
  if (!row) throw new Error(`The district ${place.district} is not among the seeded locations`);
  return row;
}

function organisationName(email: string): string {
  const name = DEMO_ACCOUNTS.find((account) => account.email === email)?.facilityName;
  if (!name) throw new Error(`The demo account ${email} has no organisation`);
  return name;
}

/**
 * "Get an OS ID" on the profile screen. The demo always asks this system's own registry: its
 * businesses are invented and must never be registered with the real Open Supply Hub. A similar
 * facility offered is not this one ("Not me"), so the registration goes on as a new facility.
 */
async function registerOsId(
  services: DemoProducerServices,
  actor: DemoActor,
  input: { name: string; address: string; countryId: string; provinceId: string; districtId: string },
): Promise<string> {
  const registryFailure = {
    warn: (details: object, message: string) => {
      throw new Error(`${message}: ${JSON.stringify(details)}`);
    },
  };
  const oarIds = new OarIdsService(services.db, new LocalFacilityRegistry(services.db), services.clock, registryFailure);
  let answer: TOarIdRegistration = await oarIds.register(actor.principal, ZRegisterOarIdRequest.parse(input), actor.context);
  if (answer.status === 'POTENTIAL_MATCH') {
    answer = await oarIds.reject(
      actor.principal,
      answer.matches.map((match) => match.facilityMatchId),
      actor.context,
    );
  }
  if (!answer.oarId) throw new Error(`The registry did not give ${input.name} an OS ID: ${answer.message ?? answer.status}`);
  return answer.oarId;
}

/** The Open Supply Hub section of the form, answered by its preset names (role-attributes.ts). */
function openSupplyHubAnswers(attributes: readonly TFacilityProfileAttribute[], values: Record<string, string>) {
  return attributes.map((attribute) => {
    const value = attribute.identifierSystem === 'OPEN_SUPPLY_HUB_ID' ? values[attribute.baseName] : undefined;
    if (value === undefined && !attribute.isOptional) throw new Error(`The demo cannot answer the profile attribute ${attribute.baseName}`);
    return { attributeId: attribute.attributeId, value: value ?? null };
  });
}

async function saveProfile(
  services: DemoProducerServices,
  actor: DemoActor,
  profile: DemoProducerProfile,
  reconciliationStart: Date,
): Promise<void> {
  const form = await new FacilityProfileService(services.db).read(actor.principal, 'en');
  const place = await pakistaniPlace(services.db, profile);
  const name = organisationName(profile.email);
  const oarId = await registerOsId(services, actor, { name, address: profile.address, ...place });
  const { principal } = actor;
  const input = ZUpdateProfile.parse({
    firstName: principal.firstName,
    lastName: principal.lastName,
    facility: {
      businessRegisterNumber: profile.businessRegisterNumber,
      latitude: profile.latitude,
      longitude: profile.longitude,
      certifications: profile.certifications,
      goods: form.goodsOptions.map((goods) => goods.id),
      ...(form.maySetReconciliation
        ? { reconciliationStartAt: reconciliationStart.toISOString(), reconciliationDuration: DEMO_RECONCILIATION_MONTHS }
        : {}),
    },
    roleAttributes: openSupplyHubAnswers(form.roleAttributes, {
      'OS ID': oarId,
      'Business Name': name,
      Country: place.countryId,
      'Province/State': place.provinceId,
      District: place.districtId,
      Address: profile.address,
    }),
  });
  await new UsersService(services.db, services.clock, services.mail).updateProfile(principal, input, actor.context);
}

/** The questionnaire tab: every question its route opens, then submit. Roles without their own questionnaire skip it. */
async function answerQuestionnaire(services: DemoProducerServices, actor: DemoActor): Promise<void> {
  if (!can(actor.principal, 'COMPLETE_OWN_SAQ')) return;
  const selfAssessments = new SelfAssessmentsService(services.db, services.clock);
  const own = await selfAssessments.own(actor.principal, actor.context);
  const input = ZSelfAssessmentAnswersInput.parse({ answers: answersAlongRoute(own.groups) });
  const submitted = await selfAssessments.submit(actor.principal, input, actor.context);
  if (!submitted.completed)
    throw new Error(
      `The demo questionnaire of ${actor.principal.email} is incomplete: ${JSON.stringify(submitted.unanswered.slice(0, 3))}`,
    );
}

/** The partner search of the "Add a business partner" dialog, down to the one facility of that exact name. */
function theOne(found: readonly TPartnerFacility[], name: string): TPartnerFacility {
  const facility = found.find((candidate) => candidate.name === name);
  if (!facility) throw new Error(`The partner search does not find ${name}`);
  return facility;
}

async function addPartners(services: DemoProducerServices, actors: DemoActors): Promise<void> {
  const partners = new PartnersService(services.db, services.clock);
  const invitations = new PartnerInvitationsService(services.db, services.clock, services.mail, partners);
  const search = (name: string) => ({ key: name, page: 1, perPage: 20 });

  for (const { who, partner } of PROCESSING_PARTNERS) {
    const { principal, context } = actors[who];
    const page = await partners.searchFacilities(principal, ZFacilityPartnerSearchQuery.parse(search(partner)), context);
    await invitations.inviteProcessingPartner(
      principal,
      ZInviteProcessingPartner.parse({ facilityId: theOne(page.items, partner).id }),
      context,
    );
  }

  const { place, contact, name, businessRegisterNumber } = DEMO_TRANSPORTER;
  const ginner = actors.ginner;
  const located = await pakistaniPlace(services.db, place);
  await invitations.inviteTransporter(
    ginner.principal,
    ZInviteTransporter.parse({
      facilityInformation: { name, ...located, address: place.address, businessRegisterNumber },
      userInformation: contact,
    }),
    ginner.context,
  );
  const spinner = actors.spinner;
  const haulier = await partners.searchTransporters(spinner.principal, ZPartnerSearchQuery.parse(search(name)), spinner.context);
  await invitations.inviteTransporter(
    spinner.principal,
    ZInviteTransporter.parse({ facilityId: theOne(haulier.items, name).id }),
    spinner.context,
  );
}
