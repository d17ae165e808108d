/// <reference types="vite/client" />

interface ImportMetaEnv {
  readonly VITE_FIREBASE_API_KEY?: string;
  readonly VITE_FIREBASE_AUTH_DOMAIN?: string;
  readonly VITE_FIREBASE_PROJECT_ID?: string;
  readonly VITE_FIREBASE_STORAGE_BUCKET?: string;
  readonly VITE_FIREBASE_MESSAGING_SENDER_ID?: string;
  readonly VITE_FIREBASE_APP_ID?: string;
  readonly VITE_FIREBASE_REGION?: string;
  readonly VITE_USE_EMULATORS?: string;
  readonly VITE_AUTH_EMULATOR_URL?: string;
  readonly VITE_FIRESTORE_EMULATOR_HOST?: string;
  readonly VITE_FUNCTIONS_EMULATOR_HOST?: string;
  /** 'local' (test token, default with the emulators) or 'recaptcha' (reCAPTCHA v3, default in production). */
  readonly VITE_BOT_CHECK?: string;
  readonly VITE_RECAPTCHA_SITE_KEY?: string;
  /** 'recaptcha-enterprise' (production default), 'local' (the stack's gateway, default with emulators) or 'off'. */
  readonly VITE_APP_CHECK?: string;
  /** The reCAPTCHA Enterprise site key registered for App Check. */
  readonly VITE_APP_CHECK_SITE_KEY?: string;
  /** Local only: the gateway's token endpoint (the launcher sets it per stack). */
  readonly VITE_APP_CHECK_TOKEN_URL?: string;
  /** FCM web push (level "all" alerts when the site is closed): the project's Web Push certificate public key. */
  readonly VITE_FCM_VAPID_KEY?: string;
  /** The public host shown in channel address previews (default matkon.app). */
  readonly VITE_SITE_HOST?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
