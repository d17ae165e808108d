/**
 * The content pages' simple markdown (spec 002 §2 Content Editor): #, ##, ### headings, **bold**, *italic*
 * (or _italic_), "- " lists and paragraphs separated by blank lines. Parsed into plain data and rendered as
 * React elements (components/Markdown.tsx): text is never injected as HTML.
 */
export type Inline = { type: 'text' | 'strong' | 'em'; text: string };
export type Block =
  | { type: 'heading'; level: 1 | 2 | 3; content: Inline[] }
  | { type: 'list'; items: Inline[][] }
  | { type: 'paragraph'; lines: Inline[][] };

export function parseInline(text: string): Inline[] {
  const out: Inline[] = [];
  const pattern = /\*\*(.+?)\*\*|__(.+?)__|\*(?!\s)(.+?)\*|(?<![\p{L}\p{N}])_(?!\s)(.+?)_(?![\p{L}\p{N}])/gu;
  let last = 0;
  for (const match of text.matchAll(pattern)) {
    const index = match.index ?? 0;
    if (index > last) out.push({ type: 'text', text: text.slice(last, index) });
    const strong = match[1] ?? match[2];
    if (strong !== undefined) out.push({ type: 'strong', text: strong });
    else out.push({ type: 'em', text: match[3] ?? match[4] ?? '' });
    last = index + match[0].length;
  }
  if (last < text.length) out.push({ type: 'text', text: text.slice(last) });
  return out;
}

export function parseMarkdown(source: string): Block[] {
  const blocks: Block[] = [];
  let paragraph: Inline[][] = [];
  let list: Inline[][] = [];

  const flush = () => {
    if (paragraph.length) blocks.push({ type: 'paragraph', lines: paragraph });
    if (list.length) blocks.push({ type: 'list', items: list });
    paragraph = [];
    list = [];
  };

  for (const raw of source.replace(/\r\n?/g, '\n').split('\n')) {
    const line = raw.trim();
    if (line === '') {
      flush();
      continue;
    }
    const heading = /^(#{1,3})\s+(.*)$/.exec(line);
    if (heading) {
      flush();
      blocks.push({
        type: 'heading',
        level: heading[1]!.length as 1 | 2 | 3,
        content: parseInline(heading[2]!.trim()),
      });
      continue;
    }
    const item = /^[-*]\s+(.*)$/.exec(line);
    if (item) {
      if (paragraph.length) flush();
      list.push(parseInline(item[1]!));
      continue;
    }
    if (list.length) flush();
    paragraph.push(parseInline(line));
  }
  flush();
  return blocks;
}
