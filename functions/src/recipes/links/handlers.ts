/**
 * recipes-links' handlers (contracts in domain/contracts/links.ts). Signed-in calls: bearer → (bot-check) → service.
 * Public calls: the token from ?token= → the link's and the address's limits → service.
 */
import type { Request } from 'firebase-functions/https';
import { links } from '../../domain/contracts';
import { AppError } from '../../domain/errors';
import { linkTokenQuerySchema } from '../../domain/links';
import { assertHuman, getBotVerifier } from '../../platform/botCheck';
import { parseInput } from '../../platform/errors';
import { type ContractRouteHandler, PRIVATE, reply, signedInRoute } from '../../platform/http';
import { getImageHost } from '../../platform/imageHost';
import { siteUrl } from '../../platform/params';
import { recipesDeps } from '../deps';
import { enforceGenerateLimit, enforceLinkLimits } from './limits';
import { generateLink, linkInfo, myLinks, revokeLink } from './service';
import { linkIdOf } from './store';
import { submitSharedRecipe } from './submit';
import { uploadLinkImage } from './upload';

/**
 * The site the link opens: SITE_URL when set, else the page that asked (its Origin; a forged one only misleads the
 * forger), else the project's default Hosting site.
 */
function originOf(req: Request): string {
  const configured = siteUrl.value().trim().replace(/\/+$/, '');
  if (configured) return configured;
  const origin = req.headers.origin;
  if (typeof origin === 'string' && /^https?:\/\/[A-Za-z0-9.-]+(:\d+)?$/.test(origin)) return origin;
  return `https://${process.env.GCLOUD_PROJECT ?? 'demo-matkon'}.web.app`;
}

const addressOf = (req: Request) => req.ip ?? req.socket?.remoteAddress ?? 'unknown';

/** The token of a public call, and the limits of its link and address counted. */
async function publicCall(req: Request, call: 'info' | 'upload' | 'submit') {
  const { token } = parseInput(linkTokenQuerySchema, { token: req.query.token });
  await enforceLinkLimits(recipesDeps().db, call, linkIdOf(token), addressOf(req));
  return token;
}

export const generateLinkHandler: ContractRouteHandler<typeof links.generateLink> = async ({
  req,
  uid,
  input,
}) => {
  await assertHuman(getBotVerifier(), input.recaptchaToken, 'GENERATE_RECIPE_LINK', { allowMissing: true });
  const deps = recipesDeps();
  await enforceGenerateLimit(deps.db, uid);
  return reply(200, await generateLink(deps, uid, input, originOf(req)), PRIVATE);
};

export const myLinksHandler = signedInRoute(links.myLinks, (uid) => myLinks(recipesDeps(), uid));

export const revokeLinkHandler: ContractRouteHandler<typeof links.revokeLink> = async ({ uid, input }) => {
  return revokeLink(recipesDeps(), uid, input.linkId);
};

export const linkInfoHandler: ContractRouteHandler<typeof links.linkInfo> = async ({ req }) => {
  const token = await publicCall(req, 'info');
  return reply(200, await linkInfo(recipesDeps(), token), PRIVATE);
};

export const linkUploadHandler: ContractRouteHandler<typeof links.linkUpload> = async ({ req, input }) => {
  const host = getImageHost();
  // production uploads go straight to the image host from the browser, as for any recipe (media/upload.ts)
  if (host.mode !== 'local')
    throw new AppError('not-found', 'Uploads go straight to the image host in production.');
  const token = await publicCall(req, 'upload');
  return uploadLinkImage({ db: recipesDeps().db, host }, token, input);
};

/** SUBMIT_SHARED_RECIPE: proceeds without a token (001 §7), a bad one is refused. */
export const submitSharedRecipeHandler: ContractRouteHandler<typeof links.submitSharedRecipe> = async ({
  req,
  input,
}) => {
  const token = await publicCall(req, 'submit');
  await assertHuman(getBotVerifier(), input.recaptchaToken, 'SUBMIT_SHARED_RECIPE', { allowMissing: true });
  return submitSharedRecipe(recipesDeps(), token, input);
};
