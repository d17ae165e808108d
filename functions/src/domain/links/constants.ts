/** Recipe-request links (spec 001 §3, §4, §9 "Recipe request"). */
export const RECIPE_LINKS_COLLECTION = 'recipeLinks';

export const LINK_LIMITS = {
  /** 001 §9: message max 200 characters. */
  messageMax: 200,
  /** 001 §9: a link is valid 24 hours. */
  validMs: 24 * 60 * 60 * 1000,
  /** 001 §9: the "copied" mark shows for 2 s. */
  copiedMs: 2000,
  /** ours: 32 random bytes, base64url (256 bits; the issue asks for at least 128). */
  tokenBytes: 32,
  /** ours: the open links a cook may hold at once (a link is one request to one friend). */
  maxOpenPerOwner: 20,
  /** ours: the optional name the friend signs with. */
  fromNameMax: 50,
} as const;

/** 001 §5 "Shared recipe (public page)": the rules beyond the recipe form's. */
export const SHARED_RECIPE_LIMITS = {
  titleMax: 100,
  descriptionMin: 10,
  descriptionMax: 500,
  minRows: 2,
  ingredientMax: 50,
  instructionMax: 500,
  maxCategories: 3,
  maxTags: 10,
  tagMax: 30,
} as const;

/**
 * ours (README "Recipe-request links"): the public page is hostile ground, so every call on it is limited per link
 * and per address, fixed windows of an hour. A friend fills one recipe; these leave room for mistakes and retries.
 */
export const LINK_RATE_LIMITS = {
  info: { perLink: 120, perAddress: 300 },
  upload: { perLink: 30, perAddress: 60 },
  // a link is used once: what a link allows is room for a few refused (fixed and sent again) submits
  submit: { perLink: 30, perAddress: 60 },
  generate: { perOwner: 30 },
  windowMs: 3_600_000,
} as const;

export const LINK_STATES = ['open', 'used', 'expired', 'revoked'] as const;
export type LinkState = (typeof LINK_STATES)[number];
