/**
 * `work`'s answer, or the error `timedOut()` makes once `ms` have passed without one; the timer is cleared when
 * either comes first. The one time limit of the web's waits (a server action, the bot check, the person detector).
 */
export function settleWithin<T>(work: Promise<T>, ms: number, timedOut: () => Error): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const limit = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(timedOut()), ms);
  });
  return Promise.race([work, limit]).finally(() => clearTimeout(timer));
}
