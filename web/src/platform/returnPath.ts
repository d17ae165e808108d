/** Spec 000 §2: the path to return to after login is kept in session storage under returnAfterLogin. */
export const RETURN_PATH_KEY = 'returnAfterLogin';

const NEVER_RETURN_TO = ['/login', '/signup', '/forgot-password'];

function isSafe(path: string | null | undefined): path is string {
  if (!path || !path.startsWith('/') || path.startsWith('//') || path.startsWith('/\\')) return false;
  const pathname = path.split(/[?#]/)[0] ?? '';
  return !NEVER_RETURN_TO.includes(pathname);
}

export function saveReturnPath(path: string): void {
  if (!isSafe(path)) return;
  try {
    sessionStorage.setItem(RETURN_PATH_KEY, path);
  } catch {
    // storage blocked: the user lands on / after login
  }
}

/** Reads and forgets the saved path (only same-site paths are honoured). */
export function takeReturnPath(): string | undefined {
  try {
    const path = sessionStorage.getItem(RETURN_PATH_KEY);
    sessionStorage.removeItem(RETURN_PATH_KEY);
    return isSafe(path) ? path : undefined;
  } catch {
    return undefined;
  }
}
