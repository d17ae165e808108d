/** The security group's HTTP path (spec 002 §7 "Other", §8 "Bot-check"): public, limited per client IP. */
import { z } from 'zod';
import { postContract } from './define';

export const verifyRecaptchaInputSchema = z.object({
  token: z
    .string({ error: 'token is required' })
    .trim()
    .min(1, 'token is required')
    .max(4096, 'token is too long'),
  expectedAction: z
    .string({ error: 'expectedAction is required' })
    .trim()
    .regex(/^[A-Za-z_]{1,100}$/, 'expectedAction must be an action name such as LOGIN'),
});

/** success: the provider accepted the token for that action AND the score reaches the action's threshold. */
export interface VerifyRecaptchaResult {
  success: boolean;
  score: number;
  action: string;
  threshold: number;
  error?: string;
}

export const verifyRecaptcha = postContract<VerifyRecaptchaResult>('public', 'security')(
  '/api/verify-recaptcha',
  verifyRecaptchaInputSchema,
  ['resource-exhausted'],
);
