export { authModule } from './auth.module.ts';
export { maySignIn } from './sign-in-policy.ts';
export { findPrincipal } from './principal.repository.ts';
export { TokenService } from './token.service.ts';
