/** The stack's MailDev inbox through its REST API (GET /api/email): what the functions really sent over SMTP. */
export interface ReceivedMail {
  id: string;
  subject: string;
  text?: string;
  html?: string;
  to: { address: string; name?: string }[];
  headers?: Record<string, string | string[]>;
}

export async function mailsTo(address: string): Promise<ReceivedMail[]> {
  const base = process.env.MATKON_MAIL_WEB_URL;
  if (!base) throw new Error('MATKON_MAIL_WEB_URL is not set: run the tests through the stack launcher');
  const response = await fetch(`${base}/api/email`);
  if (!response.ok) throw new Error(`MailDev GET /email: ${response.status}`);
  const all = (await response.json()) as ReceivedMail[];
  return all.filter((mail) => mail.to.some((to) => to.address.toLowerCase() === address.toLowerCase()));
}
