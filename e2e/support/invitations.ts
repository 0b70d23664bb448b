import { expect, type APIRequestContext } from '@playwright/test';
import type { TLoginResponse, TRole } from '@opentrace/domain';
import { ADMIN, DEMO_PASSWORD } from './accounts.ts';
import { mailsTo, waitForLink } from './server-mail.ts';

export type TInvitedPerson = { email: string; firstName: string; lastName: string; organisation?: string };

/** A bearer header for a demo account, signed in through the API. */
export async function bearerFor(request: APIRequestContext, email: string, password = DEMO_PASSWORD) {
  const login = await request.post('/auth/login', { data: { email, password } });
  expect(login.ok(), `sign-in of ${email}`).toBe(true);
  const { token } = (await login.json()) as TLoginResponse;
  return { Authorization: `Bearer ${token}` };
}

/**
 * The demo administrator invites a person with the role of `roleCode` (their organisation is
 * created with them); returns the site-relative sign-up link of the invitation e-mail.
 */
export async function inviteByAdministrator(request: APIRequestContext, roleCode: string, person: TInvitedPerson): Promise<string> {
  const headers = await bearerFor(request, ADMIN);
  const roles = (await (await request.get('/roles', { headers })).json()) as TRole[];
  const role = roles.find((candidate) => candidate.code === roleCode);
  if (!role) throw new Error(`No role ${roleCode}`);
  const seen = mailsTo(person.email).length;
  const invited = await request.post('/api/users/invite', {
    headers,
    data: {
      email: person.email,
      firstName: person.firstName,
      lastName: person.lastName,
      roleId: role.id,
      ...(person.organisation ? { organisationInformation: { name: person.organisation } } : {}),
    },
  });
  expect(invited.status()).toBe(201);
  return waitForLink(person.email, '/sign-up', seen);
}
