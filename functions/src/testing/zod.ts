/** The first issue's message of a zod safeParse result (what the user is shown), or undefined on success. */
export function firstMessage(result: {
  success: boolean;
  error?: { issues: { message: string }[] };
}): string | undefined {
  return result.success ? undefined : result.error?.issues[0]?.message;
}
