/**
 * A table of cases in one assertion: `expect(answersOf(fn, table)).toEqual(table)`, where the table maps each input
 * to the answer fn should give. A failure shows every wrong answer at once, keyed by its input.
 */
export function answersOf<T>(
  fn: (input: string) => T,
  table: Readonly<Record<string, T>>,
): Record<string, T> {
  return Object.fromEntries(Object.keys(table).map((input) => [input, fn(input)]));
}
