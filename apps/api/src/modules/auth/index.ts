export { authModule } from './auth.module.ts';
export { findPrincipal } from './principal.repository.ts';
export { TokenService } from './token.service.ts';
