import { describe, expect, it } from 'vitest';
import { createCommentBodySchema, reportCommentBodySchema } from '../comments/schemas';
import { createCollectionInputSchema, recipeNotesSchema } from '../favorites/schemas';
import { linkMessageSchema } from '../links/schema';
import { updateProfileInputSchema } from '../profile/inputs';
import { rateInputSchema } from '../ratings/schemas';
import { cleanRecipe } from '../recipe/cleaning';
import { tagEntries } from '../recipe/tags';
import { cleanDisplayName } from '../username';
import { removeActiveContent, stripMarkupTags, userText } from './userText';

const TYPED = '5 < 6 & <b>bold</b>';

describe('userText (decision 0038)', () => {
  it('keeps what was typed, drops control characters and trims', () => {
    expect(userText(`  ${TYPED}\u0000 `)).toBe(TYPED);
    expect(userText('line one\r\nline two\u0007')).toBe('line one\nline two');
    expect(userText(' a \n  b ', 'asTyped', { singleLine: true })).toBe('a b');
    expect(userText('🍲 <script>alert(1)</script>')).toBe('🍲 <script>alert(1)</script>');
  });

  it('strips only real markup tags for recipes: a lone < or > is text', () => {
    expect(stripMarkupTags(TYPED)).toBe('5 < 6 & bold');
    expect(stripMarkupTags('Kids <3 it: 5 < 6 and 7 > 3')).toBe('Kids <3 it: 5 < 6 and 7 > 3');
    expect(stripMarkupTags('<<b>b>Soup<!-- x --></i>')).toBe('Soup');
  });

  it('removes script, javascript: and handlers inside tags for collections, nothing else', () => {
    expect(removeActiveContent('<i onmouseover="x()" class="a">Hot</i> onion=2')).toBe(
      '<i class="a">Hot</i> onion=2',
    );
    expect(removeActiveContent('<scr<script></script>ipt>alert(1)</script>Soups')).toBe('alert(1)Soups');
  });
});

describe('every write path keeps text as its rule says', () => {
  it('stores comments, replies and report descriptions as typed', () => {
    const comment = createCommentBodySchema.parse({ recipeId: 'r1', content: ` ${TYPED} ` });
    expect(comment.content).toBe(TYPED);
    const report = reportCommentBodySchema.parse({ commentId: 'c1', reason: 'spam', description: TYPED });
    expect(report.description).toBe(TYPED);
  });

  it('stores bios, locations and display names as typed', () => {
    const profile = updateProfileInputSchema.parse({
      bio: `${TYPED}\nsecond line`,
      location: TYPED,
      displayName: `  <b>Dana</b>   Cook `,
    });
    expect(profile).toMatchObject({
      bio: `${TYPED}\nsecond line`,
      location: TYPED,
      displayName: '<b>Dana</b> Cook',
    });
    expect(cleanDisplayName('<i>Dana</i>')).toBe('<i>Dana</i>');
  });

  it('stores favorite notes, modifications, personal tags, rating feedback and request messages as typed', () => {
    const notes = recipeNotesSchema.parse({ personalNotes: TYPED, modifications: [TYPED], tags: [TYPED] });
    expect(notes).toMatchObject({ personalNotes: TYPED, modifications: [TYPED], tags: [TYPED] });
    expect(rateInputSchema.parse({ recipeId: 'r1', madeIt: true, rating: 5, feedback: TYPED }).feedback).toBe(
      TYPED,
    );
    expect(linkMessageSchema.parse(TYPED)).toBe(TYPED);
  });

  it('keeps a collection name’s markup and drops only what 001 §5 names', () => {
    expect(createCollectionInputSchema.parse({ name: TYPED, description: TYPED })).toMatchObject({
      name: TYPED,
      description: TYPED,
    });
  });

  it('strips markup tags from recipe texts and tags (000 §5), keeping < and & that are text', () => {
    const recipe = cleanRecipe({ title: TYPED, description: TYPED, ingredients: [TYPED], tags: [TYPED] });
    expect(recipe).toMatchObject({
      title: '5 < 6 & bold',
      description: '5 < 6 & bold',
      ingredients: ['5 < 6 & bold'],
    });
    expect(tagEntries([TYPED])).toEqual([{ tag: '5 < 6 & bold', displayName: '5 < 6 & bold' }]);
  });
});
