/**
 * GET /{username} (issue 30 §1, decision 0068): the SPA's page with a channel's first view (its banner, avatar, name,
 * @username, follower and recipe counts, bio, then the first grid of recipe cards, feedFirstView.ts) and, as JSON for
 * the app to start from, the answers it was painted from: GET /api/channels/profile's and get-user-recipes' first
 * page as a guest gets them, read by the same services (platform/channelProfile.ts, platform/userRecipes.ts). An
 * address no active cook owns is the plain app (it shows its not-found page) with status 404 for crawlers.
 */
import { PAGING } from '../domain/constants/social';
import { AppError } from '../domain/errors';
import type { ChannelProfile } from '../domain/follows';
import { FIRST_VIEW_DATA_ID, type FirstViewData } from '../domain/pages/firstView';
import { FIRST_VIEW_TEXTS, type FirstViewTexts } from '../domain/pages/texts';
import type { InterfaceLanguage } from '../domain/profile/document';
import type { UserRecipesPage } from '../domain/contracts';
import { RECIPE_FIRST_VIEW_ID as FIRST_VIEW_ID } from '../domain/recipe/firstView';
import { channelProfile } from '../platform/channelProfile';
import type { ServiceClient } from '../platform/mirror/database';
import { userRecipes, type UserRecipesDeps } from '../platform/userRecipes';
import { escapeHtml, jsonForScript } from './escape';
import { FEED_VIEW_STYLE, feedFirstView } from './feedFirstView';
import { descriptionLine, NOINDEX_TAG, SITE_NAME } from './headTags';
import { fillIndexHtml } from './html';
import { startAfterFirstView } from './startAfterFirstView';
import { seoLanguage } from './urls';

/** The profile and the grid's first page for a guest (channelServices wires the real ones). */
export interface ChannelPageDeps {
  /** Throws the not-found AppError for an unknown or deactivated cook. */
  readonly profile: (username: string) => Promise<ChannelProfile>;
  /** `language`: the page's own ?lang=, the member of a recipe family the grid shows. */
  readonly recipes: (uid: string, limit: number, language: string | null) => Promise<UserRecipesPage>;
}

export function channelServices(deps: UserRecipesDeps & { supabase: ServiceClient }): ChannelPageDeps {
  return {
    profile: (username) => channelProfile(deps.supabase, username),
    recipes: (uid, limit, language) =>
      userRecipes(deps, null, { targetUserId: uid, page: 1, limit, language }),
  };
}

export interface ChannelPageRequest {
  readonly username: string;
  readonly query: Readonly<Record<string, string | undefined>>;
  readonly origin: string;
  readonly now: number;
}

/** The channel's page, or null when no active cook owns the username (the caller answers 404). */
export async function renderChannelPage(
  deps: ChannelPageDeps,
  indexHtml: string,
  request: ChannelPageRequest,
): Promise<string | null> {
  let profile: ChannelProfile;
  try {
    profile = await deps.profile(request.username);
  } catch (error) {
    if (error instanceof AppError && error.code === 'not-found') return null;
    throw error;
  }
  const limit = PAGING.userRecipeGrid;
  const answer = await deps.recipes(profile.uid, limit, seoLanguage(request.query.lang));
  const language = seoLanguage(request.query.lang) ?? 'en';
  const texts = FIRST_VIEW_TEXTS[language];
  const name = profile.displayName.trim() || profile.username;
  const data: FirstViewData = {
    language,
    servedAt: request.now,
    channel: { profile, recipes: { limit, answer } },
  };
  const tags = [
    `<title>${escapeHtml(`${name} | ${SITE_NAME}`)}</title>`,
    `<meta name="description" content="${escapeHtml(description(profile, name, answer.total, texts))}" />`,
    `<link rel="canonical" href="${escapeHtml(`${request.origin}/${profile.username}`)}" />`,
    // a cook without a public recipe is a page with nothing to find
    ...(answer.total === 0 ? [NOINDEX_TAG] : []),
    FEED_VIEW_STYLE,
    CHANNEL_VIEW_STYLE,
  ].join('\n    ');
  const view = feedFirstView({
    title: name,
    header: channelHeader(profile, name, answer.total, texts, language),
    sections: [
      {
        title: texts.channelRecipesTitle,
        list: {
          recipes: answer.recipes.map((recipe) => ({ ...recipe, authorName: name })),
          defaultImage: null,
        },
      },
    ],
    sectionTitles: true,
  });
  const body = `${view}\n    <script type="application/json" id="${FIRST_VIEW_DATA_ID}">${jsonForScript(data)}</script>`;
  return startAfterFirstView(fillIndexHtml(indexHtml, { tags, replaceTitle: true, language, body }));
}

/** The channel page's banner (the app's hero colours, web styles/tokens.css), avatar and counts. */
const CHANNEL_VIEW_STYLE =
  `<style>#${FIRST_VIEW_ID} .channel-banner{block-size:clamp(7rem,18vw,11rem);border-radius:1.5rem;` +
  `background:linear-gradient(135deg,#b4471b,#d9822b)}` +
  `#${FIRST_VIEW_ID} .channel-head{display:flex;flex-wrap:wrap;align-items:flex-end;gap:1rem 1.5rem;` +
  `margin-block-start:-4.5rem;padding-inline:clamp(1rem,3vw,2rem)}` +
  `#${FIRST_VIEW_ID} .channel-avatar{inline-size:8rem;block-size:8rem;border-radius:50%;border:4px solid #fff;` +
  `object-fit:cover;aspect-ratio:1;background:#efe6dc;display:grid;place-items:center;font-size:3rem;flex:none}` +
  `#${FIRST_VIEW_ID} .channel-head h1{margin:0}` +
  `#${FIRST_VIEW_ID} dl{display:flex;gap:1.5rem;margin:.5rem 0 0}` +
  `#${FIRST_VIEW_ID} dl div{display:flex;flex-direction:column-reverse}` +
  `#${FIRST_VIEW_ID} dd{margin:0;font-weight:700;font-size:1.25rem}` +
  `#${FIRST_VIEW_ID} .channel-bio{margin-block-start:1rem;white-space:pre-line}</style>`;

/** Only http(s) and the site's own paths are shown as a photo (profiles written by older clients hold anything). */
function photoSource(url: string): string | null {
  return /^(https?:\/\/|\/(?!\/))/i.test(url) ? url : null;
}

function channelHeader(
  profile: ChannelProfile,
  name: string,
  recipeCount: number,
  texts: FirstViewTexts,
  language: InterfaceLanguage,
): string {
  const compact = new Intl.NumberFormat(language, { notation: 'compact', maximumFractionDigits: 1 });
  const photo = photoSource(profile.photoURL);
  const avatar = photo
    ? `<img class="channel-avatar" src="${escapeHtml(photo)}" alt="" width="128" height="128" fetchpriority="high" />`
    : `<span class="channel-avatar" aria-hidden="true">${escapeHtml(Array.from(name)[0]?.toUpperCase() ?? '')}</span>`;
  const verified = profile.isVerified ? ` <span title="${escapeHtml(texts.channelVerified)}">✔</span>` : '';
  const stat = (label: string, value: number) =>
    `<div><dt>${escapeHtml(label)}</dt><dd>${escapeHtml(compact.format(value))}</dd></div>`;
  return (
    `<div class="channel-banner" aria-hidden="true"></div>` +
    `<div class="channel-head">${avatar}<div>` +
    `<h1 dir="auto">${escapeHtml(name)}${verified}</h1>` +
    `<p dir="ltr">@${escapeHtml(profile.username)}</p>` +
    `<dl>${stat(texts.channelFollowers, profile.followerCount)}${stat(texts.channelRecipes, recipeCount)}</dl>` +
    `</div></div>` +
    (profile.bio ? `<p class="channel-bio" dir="auto">${escapeHtml(profile.bio)}</p>` : '')
  );
}

function description(
  profile: ChannelProfile,
  name: string,
  recipeCount: number,
  texts: FirstViewTexts,
): string {
  if (profile.bio.trim()) return descriptionLine(`${name}: ${profile.bio}`);
  return `${name} (@${profile.username}) · ${texts.channelFollowers}: ${profile.followerCount} · ${texts.channelRecipes}: ${recipeCount}`;
}
