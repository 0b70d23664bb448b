export { mailInvitation, mailNewUserInvitations } from './invited-user.ts';
export { loadSessionUser } from './session-user.repository.ts';
export {
  activateInvitedUser,
  findApiUserLimit,
  findLiveColleagues,
  findPermissionKeys,
  findPermissionKeysOfRoles,
  findRolePermissionKeys,
  findUserByEmail,
  findUserById,
  findUserWithRoleAndFacility,
  findNotificationRecipients,
  hasUserWithSavedProfile,
  insertApiUserLimit,
  insertInvitedUser,
  insertInvitedUsers,
  updateInvitedContact,
  permissionKeysOf,
  setUserPassword,
  touchLastLogin,
} from './users.repository.ts';
export { usersModule } from './users.module.ts';
export { UsersService } from './users.service.ts';
export {
  createSession,
  issueRefreshToken,
  revokeOtherSessions,
  revokeSession,
  revokeUserSessions,
  rotateRefreshToken,
} from './session.repository.ts';
export { findUsableUserToken, issueUserToken, spendUserToken } from './user-token.repository.ts';
