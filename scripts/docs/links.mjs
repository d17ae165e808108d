// Every relative link of README.md and docs/**/*.md must reach a file of the repository, and its #anchor a heading
// of that file (GitHub's heading ids). Outside links (http, mailto) are not followed: the check runs offline.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';

/** README.md and every Markdown file under docs/, relative to root. */
export function markdownFiles(root) {
  const found = existsSync(join(root, 'README.md')) ? ['README.md'] : [];
  const walk = (dir) => {
    for (const entry of readdirSync(join(root, dir), { withFileTypes: true })) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) walk(path);
      else if (entry.name.endsWith('.md')) found.push(path);
    }
  };
  if (existsSync(join(root, 'docs'))) walk('docs');
  return found.sort();
}

/** The text without fenced code blocks and inline code spans, where a bracket is code, not a link. */
function withoutCode(text) {
  return text.replace(/^(```|~~~)[^\n]*\n[\s\S]*?^\1[^\n]*$/gm, '').replace(/`[^`\n]*`/g, '');
}

/** Link targets of a Markdown text: inline `[text](target)` and reference definitions `[ref]: target`. */
export function linkTargets(text) {
  const plain = withoutCode(text);
  const targets = [];
  for (const [, angled, bare] of plain.matchAll(/\]\(\s*(?:<([^>\n]+)>|([^)\s]+))(?:\s+"[^"]*")?\s*\)/g))
    targets.push(angled ?? bare);
  for (const [, target] of plain.matchAll(/^\s{0,3}\[[^\]]+\]:\s+<?(\S+?)>?(?:\s|$)/gm)) targets.push(target);
  return targets;
}

/** GitHub's ids for a file's headings (lower case, punctuation dropped, spaces to hyphens, repeats numbered). */
export function headingIds(text) {
  const ids = new Set();
  const seen = new Map();
  for (const [, heading] of withoutCodeBlocks(text).matchAll(/^#{1,6}\s+(.+?)\s*#*\s*$/gm)) {
    const base = heading
      .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
      .replace(/[`*_]/g, '')
      .trim()
      .toLowerCase()
      .replace(/[^\p{L}\p{N}\s-]/gu, '')
      .replace(/\s/g, '-');
    const n = seen.get(base) ?? 0;
    seen.set(base, n + 1);
    ids.add(n === 0 ? base : `${base}-${n}`);
  }
  return ids;
}

function withoutCodeBlocks(text) {
  return text.replace(/^(```|~~~)[^\n]*\n[\s\S]*?^\1[^\n]*$/gm, '');
}

/** Every link of the files that reaches no file, or no heading of its file: { file, target, problem }. */
export function brokenLinks(root, files = markdownFiles(root)) {
  const broken = [];
  for (const file of files) {
    const text = readFileSync(join(root, file), 'utf8');
    for (const target of linkTargets(text)) {
      if (/^[a-z][a-z0-9+.-]*:/i.test(target)) continue; // http:, https:, mailto:
      const [pathPart, anchor] = target.split('#');
      const path = decodeURIComponent(pathPart);
      const absolute = path === '' ? join(root, file) : resolve(root, dirname(file), path);
      if (relative(root, absolute).startsWith('..')) {
        broken.push({ file, target, problem: 'leaves the repository' });
        continue;
      }
      if (!existsSync(absolute)) {
        broken.push({ file, target, problem: 'no such file' });
        continue;
      }
      if (anchor && absolute.endsWith('.md') && statSync(absolute).isFile()) {
        if (!headingIds(readFileSync(absolute, 'utf8')).has(anchor.toLowerCase()))
          broken.push({ file, target, problem: `no heading #${anchor}` });
      }
    }
  }
  return broken;
}
