/**
 * firestore.rules: a file import's job, users/{uid}/fileImports/{jobId} (issue 32 §2): its owner (and admins) read
 * it, live, by id or as the list of their imports; nobody writes it from a client (recipes-imports and the import
 * function do); the uploaded parts (fileImportParts) are closed to everyone (closedCollections.rules.test.ts).
 * Environment, actors and seeding: testing/rulesEnvironment.ts.
 */
import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import {
  collection,
  deleteDoc,
  doc,
  getDoc,
  getDocs,
  limit,
  orderBy,
  query,
  setDoc,
  updateDoc,
} from 'firebase/firestore';
import { beforeAll, describe, it } from 'vitest';
import { FILE_IMPORTS_SUBCOLLECTION, newFileImportJob } from '../domain/exports/job';
import { ACTORS, check, useRulesEnvironment } from '../testing/rulesEnvironment';

const { db, seed, uid } = useRulesEnvironment();
const job = () =>
  newFileImportJob(uid.owner, { filename: 'recipes.paprikarecipes', size: 10 }, '2026-11-29T00:00:00.000Z');
const path = () => `users/${uid.owner}/${FILE_IMPORTS_SUBCOLLECTION}/job1`;
const readers = { guest: false, stranger: false, owner: true, follower: false, admin: true };

describe('users/{uid}/fileImports (a file import job)', () => {
  beforeAll(async () => {
    await seed({ [path()]: job() });
  });

  describe.each(ACTORS)('%s', (actor) => {
    it(readers[actor] ? 'reads the job' : 'may not read the job', async () => {
      await check(readers[actor], getDoc(doc(db(actor), path())));
    });
    it(readers[actor] ? 'lists the jobs, newest first' : 'may not list the jobs', async () => {
      const jobs = collection(db(actor), 'users', uid.owner, FILE_IMPORTS_SUBCOLLECTION);
      await check(readers[actor], getDocs(query(jobs, orderBy('createdAt', 'desc'), limit(1))));
    });
    it('may not create, change or delete a job', async () => {
      await assertFails(
        setDoc(doc(db(actor), `users/${uid.owner}/${FILE_IMPORTS_SUBCOLLECTION}/forged`), job()),
      );
      await assertFails(updateDoc(doc(db(actor), path()), { status: 'done' }));
      await assertFails(deleteDoc(doc(db(actor), path())));
    });
  });

  it('the owner may not start a job of their own by writing it (recipes-imports does)', async () => {
    await assertFails(
      setDoc(doc(db('owner'), `users/${uid.owner}/${FILE_IMPORTS_SUBCOLLECTION}/mine`), {
        ...job(),
        status: 'queued',
      }),
    );
    await assertSucceeds(getDoc(doc(db('owner'), path())));
  });
});
