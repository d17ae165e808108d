/**
 * The end of a soak run: the reconcilers settle, the consistency check compares both stores (deep), repairs from
 * Firestore and compares again; then every acknowledged write is looked up, and every refused one looked for.
 */
import type { ServiceClient } from '../../platform/mirror/database';
import { db } from '../../platform/firebase';
import { checkMirror, repairMirror } from '../../platform/mirror/consistency';
import { documentPath } from '../../platform/mirror/documentKey';
import type { MirrorClient, MirrorMapping } from '../../platform/mirror/types';

/** What the soak expects of a document after its acknowledged writes. */
export interface Expected {
  readonly mapping: MirrorMapping;
  /** Per labelled field, the label of the last acknowledged write that set it; cleared by a delete. */
  readonly labels: Map<string, string>;
  deleted: boolean;
}

export interface StoresInput {
  readonly mappings: readonly MirrorMapping[];
  readonly mirror: MirrorClient;
  readonly supabase: ServiceClient;
  /** Documents ('table/key') a fault may have left ahead of or behind Firestore until the check. */
  readonly explained: ReadonlySet<string>;
  /** By 'table/key'. */
  readonly expected: ReadonlyMap<string, Expected>;
  readonly refusedLabels: readonly { field: string; mapping: MirrorMapping; label: string }[];
}

export async function verifyStores(input: StoresInput) {
  const { mappings, supabase, explained } = input;
  const check = async () => (await checkMirror({ db: db(), supabase }, { mappings, deep: true })).differences;
  // The reconcilers settle: wait until two checks a second apart agree.
  let previous = '';
  let differencesBeforeRepair = await check();
  const settleBy = Date.now() + 30_000;
  while (JSON.stringify(differencesBeforeRepair) !== previous && Date.now() < settleBy) {
    previous = JSON.stringify(differencesBeforeRepair);
    await new Promise((resolve) => setTimeout(resolve, 1000));
    differencesBeforeRepair = await check();
  }
  // A fault may leave a row ahead of or behind its document; a row that differs at the document's own version is
  // never a fault's doing: the protocol promises one content per version.
  const unexplained = differencesBeforeRepair.filter(
    (d) => d.kind === 'content' || !explained.has(`${d.table}/${d.id}`),
  );
  const repaired = await repairMirror({ db: db(), mirror: input.mirror }, differencesBeforeRepair, mappings);
  const differencesAfterRepair = await check();

  const lost: string[] = [];
  for (const [id, state] of input.expected) {
    const snapshot = await db()
      .doc(documentPath(state.mapping, id.slice(state.mapping.table.length + 1)))
      .get();
    if (state.deleted && snapshot.exists) lost.push(`${id}: deleted, yet Firestore has it`);
    if (!state.deleted && !snapshot.exists) lost.push(`${id}: Firestore has nothing`);
    for (const [field, label] of state.labels) {
      const value: unknown = snapshot.get(field);
      if (snapshot.exists && value !== label)
        lost.push(`${id}: ${field} should be ${label}, Firestore has ${String(value)}`);
    }
    const behind = unexplained.find((d) => `${d.table}/${d.id}` === id);
    if (behind) lost.push(`${id}: the mirror did not hold it (${behind.kind})`);
  }

  const refusedButWritten: string[] = [];
  for (const { field, mapping, label } of input.refusedLabels) {
    const query = mapping.parent
      ? db().collectionGroup(mapping.collection)
      : db().collection(mapping.collection);
    const found = await query.where(field, '==', label).limit(1).get();
    if (!found.empty) refusedButWritten.push(`${mapping.table}: ${label} at ${found.docs[0]?.ref.path}`);
  }

  return { differencesBeforeRepair, unexplained, repaired, differencesAfterRepair, lost, refusedButWritten };
}
