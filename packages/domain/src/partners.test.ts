import { describe, expect, it } from 'vitest';
import { mayAddBrokers, mayAddTransporters, ZInviteProcessingPartner, ZPartnerInvitationCheck } from './partners.ts';

const holding = (...actions: string[]) => ({
  permissions: [{ action: 'LOG_PURCHASE', subPermissions: actions.map((action) => ({ action })) }],
});
const FACILITY_ID = '22222222-2222-4222-8222-222222222222';

describe('who may add transporters and brokers', () => {
  it('lets facilities that log transports add transporters', () => {
    expect(mayAddTransporters({ permissions: [{ action: 'LOG_TRANSPORT', subPermissions: [] }] })).toBe(true);
    expect(mayAddTransporters(holding())).toBe(false);
  });

  it('lets facilities that buy or sell through intermediaries add brokers', () => {
    expect(mayAddBrokers(holding('ALLOW_PURCHASE_INTERMEDIARIES'))).toBe(true);
    expect(mayAddBrokers({ permissions: [{ action: 'LOG_SALE', subPermissions: [{ action: 'ALLOW_SALE_INTERMEDIARIES' }] }] })).toBe(true);
    expect(mayAddBrokers(holding('INPUT_PRODUCT_ID_IN_PURCHASE'))).toBe(false);
  });
});

describe('an invitation names an existing facility or a new one', () => {
  const paths = (result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
    result.error?.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`) ?? [];

  it('accepts either form', () => {
    expect(ZInviteProcessingPartner.safeParse({ facilityId: FACILITY_ID }).success).toBe(true);
    const fresh = {
      facilityInformation: { roleId: FACILITY_ID, name: 'Jhang Spinners' },
      userInformation: { email: 'hina@example.pk', firstName: 'Hina', lastName: 'Javed' },
    };
    expect(ZInviteProcessingPartner.safeParse(fresh).success).toBe(true);
  });

  it('refuses both at once, and a new facility without its first user', () => {
    expect(
      paths(
        ZInviteProcessingPartner.safeParse({
          facilityId: FACILITY_ID,
          userInformation: { email: 'a@b.pk', firstName: 'A', lastName: 'B' },
        }),
      ),
    ).toEqual(['facilityId: partners.existingOrNew']);
    expect(paths(ZInviteProcessingPartner.safeParse({ facilityInformation: { roleId: FACILITY_ID, name: 'X' } }))).toEqual([
      'userInformation: validation.required',
    ]);
  });

  it('checks each kind of invitation by its own rules', () => {
    expect(ZPartnerInvitationCheck.safeParse({ kind: 'transporter', facilityId: FACILITY_ID }).success).toBe(true);
    const withoutCountry = {
      kind: 'transporter',
      facilityInformation: { name: 'Ravi Logistics' },
      userInformation: { email: 'ravi@example.pk', firstName: 'Ravi', lastName: 'Kumar' },
    };
    expect(paths(ZPartnerInvitationCheck.safeParse(withoutCountry))[0]).toMatch(/^facilityInformation\.countryId/);
    expect(ZPartnerInvitationCheck.safeParse({ kind: 'processing_facility', facilityId: FACILITY_ID, partnerIds: [] }).success).toBe(true);
  });
});
