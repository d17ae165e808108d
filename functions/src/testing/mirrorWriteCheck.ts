/**
 * Finds writes to mirrored documents that bypass the mirror protocol (docs/decisions/0005-mirror-write-check.md).
 * Reads the TypeScript syntax of a file (no type checker) and reports:
 * - an import of commitMirrored (services call writeMirrored, which retries conflicts);
 * - `ref.set/update/create/delete(…)`, `batch|tx.set/update/create/delete(ref, …)` and `recursiveDelete(ref)` where
 *   `ref` is built in the file as `db.collection(C)` / `db.collection(C).doc(…)` on a top-level collection C that a
 *   MirrorMapping declares. C may be a string literal, a domain constant (`RECIPES_COLLECTION`) or
 *   `<mapping>.collection`; `ref` may be written inline, or be a const or a one-line local function of the file.
 * - the same writes on a mirrored subcollection (`users.doc(uid).collection('collections').doc(id)`, on any parent),
 *   and on `<snapshot>.ref` in a file that queries a mirrored subcollection's collection group (the documents such a
 *   query returns are that subcollection's).
 * A reference built in another file, or from a computed name, is not followed: those are the check's blind spots.
 */
import ts from 'typescript';

export interface Finding {
  readonly file: string;
  readonly line: number;
  readonly what: string;
}

const WRITES = new Set(['set', 'update', 'create', 'delete']);
const BATCH_RECEIVERS = /^(batch|tx|transaction|writer|bulkWriter)$/i;

export interface CheckContext {
  /** The mirrored top-level collections (MIRROR_MAPPINGS' `collection`). */
  readonly collections: ReadonlySet<string>;
  /** The mirrored subcollections' names (the `collection` of mappings with a `parent`). */
  readonly subcollections?: ReadonlySet<string>;
  /** Exported string constants of domain/ by name (`RECIPES_COLLECTION` → 'recipes'). */
  readonly constants: ReadonlyMap<string, string>;
}

export function findUnprotocolledWrites(file: string, source: string, context: CheckContext): Finding[] {
  const sf = ts.createSourceFile(file, source, ts.ScriptTarget.ES2022, true);
  const locals = localDefinitions(sf);
  const groups = mirroredGroups(sf, context);
  const findings: Finding[] = [];
  const report = (node: ts.Node, what: string) =>
    findings.push({ file, line: sf.getLineAndCharacterOfPosition(node.getStart()).line + 1, what });

  const mirrored = (expr: ts.Expression, depth = 0): string | null => {
    if (depth > 4) return null;
    expr = unwrap(expr);
    if (ts.isIdentifier(expr)) {
      const init = locals.get(expr.text);
      return init ? mirrored(init, depth + 1) : null;
    }
    if (ts.isPropertyAccessExpression(expr) && expr.name.text === 'ref' && groups.length > 0)
      return `${groups.join(', ')} (collection group)`;
    if (!ts.isCallExpression(expr)) return null;
    const callee = expr.expression;
    if (ts.isIdentifier(callee)) {
      const body = locals.get(callee.text);
      return body ? mirrored(body, depth + 1) : null;
    }
    if (!ts.isPropertyAccessExpression(callee)) return null;
    const method = callee.name.text;
    if (method === 'doc') return mirrored(callee.expression, depth);
    if (method === 'collection' && expr.arguments[0]) {
      const name = collectionName(expr.arguments[0], context);
      const names = isDatabase(callee.expression) ? context.collections : context.subcollections;
      return name && names?.has(name) ? name : null;
    }
    return null;
  };

  const visit = (node: ts.Node) => {
    if (ts.isImportDeclaration(node) && /commitMirrored/.test(node.getText(sf))) {
      report(node, 'imports commitMirrored: use writeMirrored');
    }
    if (ts.isCallExpression(node) && ts.isPropertyAccessExpression(node.expression)) {
      const method = node.expression.name.text;
      const receiver = unwrap(node.expression.expression);
      const [first] = node.arguments;
      if (WRITES.has(method)) {
        if (ts.isIdentifier(receiver) && BATCH_RECEIVERS.test(receiver.text) && first) {
          const name = mirrored(first);
          if (name) report(node, `${receiver.text}.${method} on mirrored ${name}`);
        } else {
          const name = mirrored(receiver);
          if (name) report(node, `${method} on mirrored ${name}`);
        }
      }
      if (method === 'recursiveDelete' && first) {
        const name = mirrored(first);
        if (name) report(node, `recursiveDelete on mirrored ${name}`);
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(sf);
  return findings;
}

function unwrap(expr: ts.Expression): ts.Expression {
  while (ts.isParenthesizedExpression(expr) || ts.isAwaitExpression(expr) || ts.isAsExpression(expr))
    expr = expr.expression;
  return expr;
}

/**
 * The database itself (`db`, `deps.db`, `firestore`, `db()`, `getFirestore()`): `.collection(…)` on anything else (a
 * document, `doc.ref`) is a subcollection, mirrored only when a mapping with a `parent` names it.
 */
function isDatabase(expr: ts.Expression): boolean {
  expr = unwrap(expr);
  if (ts.isCallExpression(expr)) expr = expr.expression;
  const name = ts.isIdentifier(expr) ? expr.text : ts.isPropertyAccessExpression(expr) ? expr.name.text : '';
  return /^(db|firestore|getFirestore)$/i.test(name);
}

function collectionName(arg: ts.Expression, context: CheckContext): string | null {
  if (ts.isStringLiteralLike(arg)) return arg.text;
  if (ts.isIdentifier(arg)) return context.constants.get(arg.text) ?? null;
  // <mapping>.collection: any mapping's collection is mirrored by definition
  if (
    ts.isPropertyAccessExpression(arg) &&
    arg.name.text === 'collection' &&
    /Mapping/.test(arg.expression.getText())
  )
    return [...context.collections][0] ?? null;
  return null;
}

/** The mirrored subcollections the file queries as collection groups (`db.collectionGroup('collections')`). */
function mirroredGroups(sf: ts.SourceFile, context: CheckContext): string[] {
  const found = new Set<string>();
  if (!context.subcollections?.size || !sf.text.includes('collectionGroup')) return [];
  const visit = (node: ts.Node) => {
    if (
      ts.isCallExpression(node) &&
      ts.isPropertyAccessExpression(node.expression) &&
      node.expression.name.text === 'collectionGroup' &&
      node.arguments[0]
    ) {
      const name = collectionName(node.arguments[0], context);
      if (name && context.subcollections?.has(name)) found.add(name);
    }
    ts.forEachChild(node, visit);
  };
  visit(sf);
  return [...found];
}

/** The file's `const x = <expr>` and one-expression functions `function f(…) { return <expr>; }` / arrows. */
function localDefinitions(sf: ts.SourceFile): Map<string, ts.Expression> {
  const found = new Map<string, ts.Expression>();
  const visit = (node: ts.Node) => {
    if (ts.isVariableDeclaration(node) && ts.isIdentifier(node.name) && node.initializer) {
      const init = node.initializer;
      if (ts.isArrowFunction(init) && !ts.isBlock(init.body)) found.set(node.name.text, init.body);
      else found.set(node.name.text, init);
    }
    if (ts.isFunctionDeclaration(node) && node.name && node.body?.statements.length === 1) {
      const [statement] = node.body.statements;
      if (statement && ts.isReturnStatement(statement) && statement.expression)
        found.set(node.name.text, statement.expression);
    }
    ts.forEachChild(node, visit);
  };
  visit(sf);
  return found;
}

/** `export const NAME = 'value'` in a domain source. */
export function stringConstants(source: string): [string, string][] {
  return [...source.matchAll(/export const (\w+) = '([^']*)'/g)].map((m) => [m[1] ?? '', m[2] ?? '']);
}
