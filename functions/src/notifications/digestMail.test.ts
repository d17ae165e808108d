/**
 * The digest mail keeps user text as text (decision 0038): a recipe title, a cook's name and a comment that hold
 * `<script>` and `</script>` read as typed in the plain part and as escaped text in the HTML part, where they open
 * and close no element.
 */
import { describe, expect, it } from 'vitest';
import { digestSections, type DigestLine } from '../domain/notifications';
import { digestMail } from './digestMail';

const HOSTILE = '</script><script>alert(1)</script> 5 < 6 & <b>bold</b>';

const line = (overrides: Partial<DigestLine>): DigestLine => ({
  type: 'comment_on_recipe',
  actorName: `Dana ${HOSTILE}`,
  recipeTitle: `Soup ${HOSTILE}`,
  recipeId: 'r1',
  actorId: 'u2',
  commentText: `Loved it ${HOSTILE}`,
  ...overrides,
});

describe('the digest mail with markup in user text', () => {
  const mail = digestMail(
    { email: 'reader@matkon.test', name: `Reader ${HOSTILE}`, language: 'en' },
    digestSections([line({}), line({ type: 'new_follower', commentText: '' })]),
    { site: 'http://matkon.test', unsubscribe: 'http://matkon.test/unsubscribe?uid=u1&token=t' },
  );

  it('reads as typed in the plain text', () => {
    expect(mail.text).toContain(`Hello Reader ${HOSTILE},`);
    expect(mail.text).toContain(
      `Dana ${HOSTILE} commented on your recipe “Soup ${HOSTILE}” — “Loved it ${HOSTILE}”`,
    );
  });

  it('is escaped text in the HTML: no script element, no <b>, each text once as entities', () => {
    expect(mail.html).not.toMatch(/<\/?script|<b>/i);
    const escaped =
      '&lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt; 5 &lt; 6 &amp; &lt;b&gt;bold&lt;/b&gt;';
    expect(mail.html).toContain(`<p>Hello Reader ${escaped},</p>`);
    expect(mail.html).toContain(`<q>Loved it ${escaped}</q>`);
    expect(mail.html).toContain(`Dana ${escaped} commented on your recipe “Soup ${escaped}”`);
  });
});
