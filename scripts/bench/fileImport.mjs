// 8. A file import (issue 32 §2): a 500-recipe Paprika export (the shared recipes, a 64 kB photo each) run through the
// import job's service (functions/lib/recipes/imports/run.js) in this process against the bench stack, as the
// import function runs it: the total time, per recipe, and the peak memory (RSS and heap, sampled every 20 ms).
import { randomBytes } from 'node:crypto';
import { createRequire } from 'node:module';
import { performance } from 'node:perf_hooks';
import { clearInterval, setInterval } from 'node:timers';
import { fileURLToPath } from 'node:url';
import { gzipSync, strToU8, zipSync } from 'fflate';

export const FILE_IMPORT_RECIPES = 500;

/** A .paprikarecipes file: gzipped JSON per recipe, the photo as base64 (as Paprika writes one). */
function paprikaFile(docs, photo) {
  const photoData = photo.toString('base64');
  const entries = docs.map((doc, i) => [
    `${i}.paprikarecipe`,
    gzipSync(
      strToU8(
        JSON.stringify({
          name: doc.title,
          ingredients: [doc.ingredients].flat().join('\n'),
          directions: [doc.instructions].flat().join('\n'),
          prep_time: '15 min',
          servings: '4',
          source_url: `https://bench.example/${i}`,
          photo: 'photo.jpg',
          photo_data: photoData,
        }),
      ),
    ),
  ]);
  return zipSync(Object.fromEntries(entries));
}

let cooks = 0;

/** A verified cook with a profile, made through the Auth emulator and users-ensureProfile: its uid and ID token. */
export async function benchCook(env) {
  const auth = `http://${env.FIREBASE_AUTH_EMULATOR_HOST}/identitytoolkit.googleapis.com/v1`;
  const email = `bench-import-${Date.now()}-${(cooks += 1)}@matkon.test`;
  const post = (url, body, headers = {}) =>
    fetch(url, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', ...headers },
      body: JSON.stringify(body),
    });
  const account = { email, password: 'bench-import', returnSecureToken: true };
  const created = await (await post(`${auth}/accounts:signUp?key=demo-key`, account)).json();
  await post(
    `${auth}/accounts:update`,
    { localId: created.localId, emailVerified: true, displayName: 'Bench importer' },
    { Authorization: 'Bearer owner' },
  );
  const signedIn = await (await post(`${auth}/accounts:signInWithPassword?key=demo-key`, account)).json();
  const profile = await post(
    `${env.MATKON_FUNCTIONS_URL}/users-ensureProfile`,
    { data: { language: 'en' } },
    { Authorization: `Bearer ${signedIn.idToken}` },
  );
  if (!profile.ok) throw new Error(`users-ensureProfile answered ${profile.status}`);
  return { uid: created.localId, idToken: signedIn.idToken };
}

export async function benchFileImport(env, docs) {
  const require = createRequire(fileURLToPath(new URL('../../functions/', import.meta.url)));
  const { getApps, initializeApp } = require('firebase-admin/app');
  const { getFirestore } = require('firebase-admin/firestore');
  const sharp = require('sharp');
  const { createMirrorClient } = require('./lib/platform/mirror/client.js');
  const { LocalImageHost } = require('./lib/platform/imageHostLocal.js');
  const {
    newFileImportJob,
    FILE_IMPORTS_SUBCOLLECTION,
    IMPORT_PART_BYTES,
  } = require('./lib/domain/exports/job.js');
  const { runFileImport } = require('./lib/recipes/imports/run.js');
  if (getApps().length === 0) initializeApp({ projectId: env.GCLOUD_PROJECT });
  const db = getFirestore();
  const mirror = createMirrorClient({ url: env.MATKON_MIRROR_URL, serviceKey: env.MIRROR_SERVICE_KEY });
  const host = new LocalImageHost({ dir: env.MATKON_IMAGE_DIR });

  // noise, so the photo does not compress away: about 64 kB, as a real one, and a file of about 33 MB
  const [width, height] = [400, 300];
  const photo = await sharp(randomBytes(width * height * 3), { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 70 })
    .toBuffer();
  const file = paprikaFile(docs.slice(0, FILE_IMPORT_RECIPES), photo);
  const { uid } = await benchCook(env);

  // the job as the last part leaves it, without the queue document that would start the emulator's import function
  const job = newFileImportJob(
    uid,
    { filename: 'bench.paprikarecipes', size: file.length },
    new Date().toISOString(),
  );
  const ref = db.collection('users').doc(uid).collection(FILE_IMPORTS_SUBCOLLECTION).doc();
  const parts = Math.ceil(file.length / IMPORT_PART_BYTES);
  for (let index = 0; index < parts; index++) {
    const data = Buffer.from(file.subarray(index * IMPORT_PART_BYTES, (index + 1) * IMPORT_PART_BYTES));
    await db
      .collection('fileImportParts')
      .doc(`${ref.id}-${index}`)
      .set({ jobId: ref.id, ownerId: uid, index, data });
  }
  await ref.set({ ...job, received: parts, status: 'queued' });

  const base = process.memoryUsage();
  const peak = { rss: base.rss, heapUsed: base.heapUsed };
  const sampler = setInterval(() => {
    const now = process.memoryUsage();
    peak.rss = Math.max(peak.rss, now.rss);
    peak.heapUsed = Math.max(peak.heapUsed, now.heapUsed);
  }, 20);
  const started = performance.now();
  await runFileImport({ db, mirror, host: () => host }, uid, ref.id);
  const totalMs = performance.now() - started;
  clearInterval(sampler);
  const done = (await ref.get()).data();
  const mb = (bytes) => `${(bytes / 1024 / 1024).toFixed(0)} MB`;
  console.log(
    `\n8. File import (a ${(file.length / 1024 / 1024).toFixed(1)} MB Paprika export of ${FILE_IMPORT_RECIPES} real recipes, a ${(photo.length / 1024).toFixed(0)} kB photo each)`,
  );
  console.log(
    `status ${done.status}: ${done.imported.length} imported, ${done.skipped.length} skipped, ${done.failed.length} failed`,
  );
  console.log(
    `total ${(totalMs / 1000).toFixed(1)} s, ${(totalMs / FILE_IMPORT_RECIPES).toFixed(0)} ms per recipe`,
  );
  console.log(
    `peak memory: RSS ${mb(peak.rss)} (+${mb(peak.rss - base.rss)} over the start), heap ${mb(peak.heapUsed)} (+${mb(peak.heapUsed - base.heapUsed)})`,
  );
}
