/**
 * The digest as a mail: plain text and HTML (every name, title and quote escaped), in the user's language and
 * direction, with a link to each thing and the one-click unsubscribe link (also as List-Unsubscribe).
 */
import { encode } from 'html-entities';
import type { DigestLine, DigestSection } from '../domain/notifications';
import type { OutgoingMail } from '../platform/mail/mailer';
import { digestTextsFor } from './digestTexts';

export interface DigestRecipient {
  readonly email: string;
  readonly name: string;
  readonly language: string;
}

const fill = (template: string, values: Record<string, string | number>) =>
  template.replace(/\{(\w+)\}/g, (whole, key: string) => (key in values ? String(values[key]) : whole));

function lineLink(site: string, line: DigestLine): string {
  if (line.type === 'new_follower') return `${site}/user/${encodeURIComponent(line.actorId)}`;
  const anchor = line.type === 'shared_recipe_completed' ? '' : '#comments';
  return `${site}/recipe/${encodeURIComponent(line.recipeId)}${anchor}`;
}

export function digestMail(
  recipient: DigestRecipient,
  sections: readonly DigestSection[],
  links: { site: string; unsubscribe: string },
): OutgoingMail {
  const texts = digestTextsFor(recipient.language);
  const count = sections.reduce((sum, section) => sum + section.lines.length, 0);
  const sentence = (line: DigestLine) =>
    fill(texts.lines[line.type], { name: line.actorName || '…', title: line.recipeTitle });
  const dir = recipient.language === 'he' ? 'rtl' : 'ltr';

  const textParts = [fill(texts.greeting, { name: recipient.name }), '', texts.intro, ''];
  const htmlParts = [
    `<p>${encode(fill(texts.greeting, { name: recipient.name }))}</p>`,
    `<p>${encode(texts.intro)}</p>`,
  ];
  for (const section of sections) {
    textParts.push(texts.sections[section.section]);
    htmlParts.push(`<h2 style="font-size:16px">${encode(texts.sections[section.section])}</h2><ul>`);
    for (const line of section.shown) {
      const quote = line.commentText ? ` — “${line.commentText}”` : '';
      textParts.push(`- ${sentence(line)}${quote}: ${lineLink(links.site, line)}`);
      htmlParts.push(
        `<li><a href="${encode(lineLink(links.site, line))}">${encode(sentence(line))}</a>${
          line.commentText ? `<br><q>${encode(line.commentText)}</q>` : ''
        }</li>`,
      );
    }
    if (section.more > 0) {
      textParts.push(`  ${fill(texts.more, { count: section.more })}`);
      htmlParts.push(`<li>${encode(fill(texts.more, { count: section.more }))}</li>`);
    }
    htmlParts.push('</ul>');
    textParts.push('');
  }
  textParts.push(`${texts.open}: ${links.site}`, '', texts.why, `${texts.unsubscribe}: ${links.unsubscribe}`);
  htmlParts.push(
    `<p><a href="${encode(links.site)}">${encode(texts.open)}</a></p>`,
    `<hr><p style="font-size:12px;color:#555">${encode(texts.why)} <a href="${encode(links.unsubscribe)}">${encode(
      texts.unsubscribe,
    )}</a></p>`,
  );
  return {
    to: recipient.email,
    subject: fill(texts.subject, { count }),
    text: textParts.join('\n'),
    html: `<!doctype html><html lang="${encode(recipient.language)}" dir="${dir}"><body>${htmlParts.join('')}</body></html>`,
    headers: { 'List-Unsubscribe': `<${links.unsubscribe}>` },
  };
}
