export {
  GuestOrProfileComplete,
  RedirectIfSignedIn,
  RequireAdmin,
  RequireAuth,
  RequireProfileComplete,
  RequireVerified,
} from './guards';
