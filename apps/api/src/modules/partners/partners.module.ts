import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client.ts';
import type { Clock } from '../../core/clock.ts';
import type { MailSettings } from '../../lib/mail/mail-settings.ts';
import { PartnerInvitationsService } from './partner-invitations.service.ts';
import { partnersRoutes } from './partners.routes.ts';
import { PartnersService } from './partners.service.ts';
import { TransactionPartnersService } from './transaction-partners.service.ts';

export interface PartnersModuleOptions {
  db: Database;
  clock: Clock;
  mail: MailSettings;
}

/** Wires business partners (managing them, and the transaction pickers) into the API scope. */
export async function partnersModule(api: FastifyInstance, { db, clock, mail }: PartnersModuleOptions) {
  const partners = new PartnersService(db, clock);
  await api.register(partnersRoutes, {
    partners,
    invitations: new PartnerInvitationsService(db, clock, mail, partners),
    transactionPartners: new TransactionPartnersService(db),
  });
}
