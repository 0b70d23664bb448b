export { PartnerInvitationsService } from './partner-invitations.service.ts';
export { partnersModule } from './partners.module.ts';
export { PartnersService } from './partners.service.ts';
export { TransactionPartnersService } from './transaction-partners.service.ts';
