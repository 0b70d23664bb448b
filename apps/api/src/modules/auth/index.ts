export { authModule } from './auth.module.ts';
export { AuthService } from './auth.service.ts';
export { InvitationService } from './invitation.service.ts';
export { PasswordService } from './password.service.ts';
export { findPrincipal } from './principal.repository.ts';
export { TokenService } from './token.service.ts';
