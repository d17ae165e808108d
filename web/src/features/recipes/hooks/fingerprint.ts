/**
 * The viewer's fingerprint (spec 001 §7 track-view: recipeId, userId, fingerprint): a random id made once per
 * browser and kept in localStorage, so a recipe's views count each viewer once, signed in or not. Also the list of
 * recipes this browser has already counted, so a revisit does not even ask.
 */
const FINGERPRINT_KEY = 'matkon.viewerFingerprint';
const VIEWED_KEY = 'matkon.viewedRecipes';
/** ours: enough to spare the server the repeat visits that matter, small enough for localStorage. */
const VIEWED_KEPT = 300;

let memoryFingerprint: string | undefined;

function randomId(): string {
  if (typeof crypto !== 'undefined' && typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  return `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 12)}`;
}

export function viewerFingerprint(): string {
  try {
    const saved = localStorage.getItem(FINGERPRINT_KEY);
    if (saved) return saved;
    const made = randomId();
    localStorage.setItem(FINGERPRINT_KEY, made);
    return made;
  } catch {
    memoryFingerprint ??= randomId();
    return memoryFingerprint;
  }
}

function viewed(): string[] {
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(VIEWED_KEY) ?? '[]');
    return Array.isArray(parsed) ? parsed.filter((id): id is string => typeof id === 'string') : [];
  } catch {
    return [];
  }
}

/** Whether this browser has counted a view of the recipe already (per signed-in user or guest). */
export function hasCountedView(key: string): boolean {
  return viewed().includes(key);
}

export function rememberCountedView(key: string): void {
  try {
    localStorage.setItem(
      VIEWED_KEY,
      JSON.stringify([...viewed().filter((id) => id !== key), key].slice(-VIEWED_KEPT)),
    );
  } catch {
    // storage blocked: the server still counts each viewer once
  }
}
