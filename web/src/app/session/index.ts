export { FirebaseProviders } from './FirebaseProviders';
export {
  FirebaseReady,
  FirebaseRuntimeContext,
  SessionContext,
  isAdmin,
  sessionDisplayName,
  useFirebaseReady,
  useSession,
  type ProfileState,
  type Session,
  type SessionUser,
  type UserProfile,
} from '@/platform/session';
