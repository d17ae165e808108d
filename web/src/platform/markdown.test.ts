import { describe, expect, it } from 'vitest';
import { parseInline, parseMarkdown } from './markdown';

describe('parseMarkdown (content pages: #, ##, ###, bold, italic, dash lists, paragraphs)', () => {
  it('reads headings, lists and paragraphs', () => {
    const blocks = parseMarkdown(
      '# Title\nIntro line one\nline two\n\n## Rules\n- **Be kind**\n- No *spam*\n\n### End\nBye',
    );
    expect(blocks.map((b) => b.type)).toEqual([
      'heading',
      'paragraph',
      'heading',
      'list',
      'heading',
      'paragraph',
    ]);
    expect(blocks[0]).toEqual({ type: 'heading', level: 1, content: [{ type: 'text', text: 'Title' }] });
    expect(blocks[1]).toMatchObject({
      type: 'paragraph',
      lines: [[{ text: 'Intro line one' }], [{ text: 'line two' }]],
    });
    expect(blocks[3]).toEqual({
      type: 'list',
      items: [
        [{ type: 'strong', text: 'Be kind' }],
        [
          { type: 'text', text: 'No ' },
          { type: 'em', text: 'spam' },
        ],
      ],
    });
  });

  it('keeps HTML as plain text', () => {
    const [block] = parseMarkdown('<img src=x onerror=alert(1)> **hi**');
    expect(block).toEqual({
      type: 'paragraph',
      lines: [
        [
          { type: 'text', text: '<img src=x onerror=alert(1)> ' },
          { type: 'strong', text: 'hi' },
        ],
      ],
    });
  });

  it('leaves snake_case words and lone asterisks alone', () => {
    expect(parseInline('use snake_case_names * 2')).toEqual([
      { type: 'text', text: 'use snake_case_names * 2' },
    ]);
    expect(parseInline('_כן_ ו__בולט__')).toEqual([
      { type: 'em', text: 'כן' },
      { type: 'text', text: ' ו' },
      { type: 'strong', text: 'בולט' },
    ]);
  });
});
