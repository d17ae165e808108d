export {
  RedirectIfSignedIn,
  RequireAdmin,
  RequireAuth,
  RequireProfileComplete,
  RequireVerified,
} from './guards';
