/** /create-admin (spec 002 §2 "Create-first-admin screen", §5 "First admin"). Pure. */
import { z } from 'zod';
import { ACCOUNT_LIMITS } from '../constants/recipe';

export const FIRST_ADMIN_MESSAGES = {
  /** Spec 002 §2. */
  alreadyExists: 'Admin Already Exists',
  /** ours: spec 002 §5 asks for a valid email and a password of at least 6. */
  emailInvalid: 'Please enter a valid email address',
  emailTooLong: 'Email must be 255 characters or less',
  passwordTooShort: 'Password must be at least 6 characters',
  passwordTooLong: 'Password must be 128 characters or less',
} as const;

/** users-createFirstAdmin (/create-admin). */
export const createFirstAdminInputSchema = z.object({
  email: z
    .string({ error: FIRST_ADMIN_MESSAGES.emailInvalid })
    .trim()
    .max(ACCOUNT_LIMITS.emailMax, FIRST_ADMIN_MESSAGES.emailTooLong)
    .pipe(z.email({ error: FIRST_ADMIN_MESSAGES.emailInvalid })),
  password: z
    .string({ error: FIRST_ADMIN_MESSAGES.passwordTooShort })
    .min(ACCOUNT_LIMITS.password.min, FIRST_ADMIN_MESSAGES.passwordTooShort)
    .max(ACCOUNT_LIMITS.password.max, FIRST_ADMIN_MESSAGES.passwordTooLong),
});
export type CreateFirstAdminInput = z.infer<typeof createFirstAdminInputSchema>;
