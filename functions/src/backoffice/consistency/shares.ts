/**
 * The share log's figures gathered while the recipes are inspected a page at a time (issue 30 §2): the recipes'
 * shareCount summed, the shares the mirror's recipes have (their edge counts), the recipes with shares that Firestore
 * does not hold, and every recipe whose shareCount is not what the log counts. check.ts sharesReport adds the log's
 * rows of recipes the mirror does not hold either.
 */
import { counterValue, type CounterIssue } from '../../domain/consistency';
import type { MirrorRow } from '../../platform/mirror/types';

export interface ShareFindings {
  readonly firebaseTotal: number;
  /** The shares of the recipes the mirror holds. */
  readonly edgeTotal: number;
  /** Recipes the mirror holds, with shares, that Firestore does not. */
  readonly missingInFirebase: readonly string[];
  readonly counterIssues: readonly CounterIssue[];
}

type Edges = ReadonlyMap<string, Record<string, unknown>>;

export class ShareTally {
  private firebaseTotal = 0;
  private edgeTotal = 0;
  private readonly missing: string[] = [];
  private readonly issues: CounterIssue[] = [];

  /** A page of recipe documents, the mirror rows of their ids and those rows' edge counts. */
  addDocuments(
    documents: ReadonlyMap<string, Record<string, unknown>>,
    rows: ReadonlyMap<string, MirrorRow>,
    edges: Edges,
  ): void {
    for (const edge of edges.values()) this.edgeTotal += counterValue(edge.shares);
    for (const [id, doc] of documents) {
      const firebase = counterValue(doc.shareCount);
      this.firebaseTotal += firebase;
      const expected = counterValue(edges.get(id)?.shares);
      if (firebase === expected) continue;
      const supabase = counterValue(rows.get(id)?.share_count);
      const title = typeof doc.title === 'string' ? doc.title : '';
      this.issues.push({
        title,
        recipeId: id,
        issues: [{ field: 'shareCount', firebase, supabase, expected }],
      });
    }
  }

  /** The edge counts of a page of mirror rows whose documents Firestore does not hold. */
  addOrphans(edges: Edges): void {
    for (const [id, edge] of edges) {
      const shares = counterValue(edge.shares);
      this.edgeTotal += shares;
      if (shares > 0) this.missing.push(id);
    }
  }

  findings(): ShareFindings {
    return {
      firebaseTotal: this.firebaseTotal,
      edgeTotal: this.edgeTotal,
      missingInFirebase: this.missing,
      counterIssues: this.issues,
    };
  }
}
