// Offline emulator binaries (docs: /work/shared/TOOLCHAIN.md, "Firebase emulator suite, offline").
//
// firebase-tools starts the Firestore emulator with `java -jar <binary>`, but the JAR of Debian's
// google-cloud-cli-firestore-emulator package has no Main-Class. We build a tiny wrapper JAR whose manifest
// names the main class and puts the real JAR on its Class-Path, and point FIRESTORE_EMULATOR_BINARY_PATH at it.
// Pub/Sub (needed for scheduled functions to load) works from Debian's launcher script as it is.
//
// On a machine without those packages (a laptop with Java 21) emulatorBinaryEnv() returns {} and firebase-tools
// downloads its own emulators as usual: nothing here ever throws for a missing package.
//
// Usage:
//   import { emulatorBinaryEnv } from './emulator-jar.mjs';
//   spawn('npx', ['firebase', 'emulators:start', ...], { env: { ...process.env, ...emulatorBinaryEnv() } });
// or from a shell:  eval "$(node scripts/emulator-jar.mjs)"
//
// Node built-ins only.

import { execFileSync } from 'node:child_process';
import {
  accessSync,
  chmodSync,
  constants as fsConstants,
  existsSync,
  mkdirSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

export const DEBIAN_FIRESTORE_JAR =
  '/usr/lib/google-cloud-sdk/platform/cloud-firestore-emulator/cloud-firestore-emulator.jar';
export const DEBIAN_PUBSUB_BIN =
  '/usr/lib/google-cloud-sdk/platform/pubsub-emulator/bin/cloud-pubsub-emulator';
export const FIRESTORE_MAIN_CLASS = 'com.google.cloud.datastore.emulator.firestore.CloudFirestore';

const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '..');
export const DEFAULT_BIN_DIR = join(repoRoot, '.state', 'bin');

/** The manifest text, with lines wrapped at 72 bytes as the JAR specification requires. */
function manifestFor(realJar) {
  const wrap = (line) => {
    const out = [];
    let rest = Buffer.from(line, 'utf8');
    let first = true;
    while (rest.length > 0) {
      const room = first ? 72 : 71; // continuation lines start with one space
      out.push((first ? '' : ' ') + rest.subarray(0, room).toString('utf8'));
      rest = rest.subarray(room);
      first = false;
    }
    return out.join('\r\n');
  };
  return (
    [
      'Manifest-Version: 1.0',
      `Main-Class: ${FIRESTORE_MAIN_CLASS}`,
      // Class-Path entries are URLs resolved against the wrapper's location; an absolute path works
      // (spaces would have to be %20, which encodeURI does).
      wrap(`Class-Path: ${encodeURI(realJar)}`),
      'Created-By: matkon scripts/emulator-jar.mjs',
    ].join('\r\n') + '\r\n\r\n'
  );
}

const CRC_TABLE = (() => {
  const table = new Uint32Array(256);
  for (let n = 0; n < 256; n++) {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    table[n] = c >>> 0;
  }
  return table;
})();

function crc32(buf) {
  let c = 0xffffffff;
  for (const byte of buf) c = CRC_TABLE[(c ^ byte) & 0xff] ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

/** A one-entry, uncompressed ZIP holding META-INF/MANIFEST.MF: used when the `jar` tool is not installed (a JRE only). */
function writeManifestOnlyJar(file, manifest) {
  const name = Buffer.from('META-INF/MANIFEST.MF', 'utf8');
  const data = Buffer.from(manifest, 'utf8');
  const crc = crc32(data);
  const local = Buffer.alloc(30);
  local.writeUInt32LE(0x04034b50, 0);
  local.writeUInt16LE(10, 4); // version needed
  local.writeUInt16LE(0, 6); // flags
  local.writeUInt16LE(0, 8); // stored
  local.writeUInt16LE(0, 10); // time
  local.writeUInt16LE(0x21, 12); // date 1980-01-01
  local.writeUInt32LE(crc, 14);
  local.writeUInt32LE(data.length, 18);
  local.writeUInt32LE(data.length, 22);
  local.writeUInt16LE(name.length, 26);
  local.writeUInt16LE(0, 28);
  const central = Buffer.alloc(46);
  central.writeUInt32LE(0x02014b50, 0);
  central.writeUInt16LE(20, 4); // version made by
  central.writeUInt16LE(10, 6);
  central.writeUInt16LE(0, 8);
  central.writeUInt16LE(0, 10);
  central.writeUInt16LE(0, 12);
  central.writeUInt16LE(0x21, 14);
  central.writeUInt32LE(crc, 16);
  central.writeUInt32LE(data.length, 20);
  central.writeUInt32LE(data.length, 24);
  central.writeUInt16LE(name.length, 28);
  // extra, comment, disk, internal attrs, external attrs, local header offset: all 0
  const centralOffset = local.length + name.length + data.length;
  const centralSize = central.length + name.length;
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(1, 8);
  end.writeUInt16LE(1, 10);
  end.writeUInt32LE(centralSize, 12);
  end.writeUInt32LE(centralOffset, 16);
  writeFileSync(file, Buffer.concat([local, name, data, central, name, end]));
}

function hasJarTool() {
  try {
    execFileSync('jar', ['--version'], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
}

/**
 * Builds (once) the Firestore wrapper JAR under binDir and returns its path, or null when Debian's emulator JAR
 * is absent. Idempotent: the manifest used is kept next to the JAR and the JAR is rebuilt only when it changes.
 * Safe against concurrent callers: each builds into a temporary file and renames it into place.
 */
export function ensureFirestoreWrapperJar({ realJar = DEBIAN_FIRESTORE_JAR, binDir = DEFAULT_BIN_DIR } = {}) {
  if (!existsSync(realJar)) return null;
  const wrapper = join(binDir, 'firestore-wrapper.jar');
  const manifestFile = join(binDir, 'firestore-wrapper.manifest.txt');
  const manifest = manifestFor(resolve(realJar));
  if (existsSync(wrapper) && existsSync(manifestFile) && readFileSync(manifestFile, 'utf8') === manifest) {
    return wrapper;
  }
  mkdirSync(binDir, { recursive: true });
  const tag = `${process.pid}-${Date.now()}`;
  const tmpJar = join(binDir, `.firestore-wrapper.${tag}.jar`);
  const tmpManifest = join(binDir, `.firestore-wrapper.${tag}.manifest.txt`);
  try {
    writeFileSync(tmpManifest, manifest);
    if (hasJarTool()) {
      execFileSync('jar', ['cfm', tmpJar, tmpManifest], { stdio: 'pipe' });
    } else {
      writeManifestOnlyJar(tmpJar, manifest);
    }
    renameSync(tmpJar, wrapper);
    renameSync(tmpManifest, manifestFile);
  } finally {
    rmSync(tmpJar, { force: true });
    rmSync(tmpManifest, { force: true });
  }
  return wrapper;
}

function isExecutable(file) {
  try {
    accessSync(file, fsConstants.X_OK);
    return true;
  } catch {
    return false;
  }
}

/**
 * The Pub/Sub emulator launcher to use, or null. firebase-tools chmods an overridden binary (0755), which fails
 * for a root-owned file when we are not root; in that case a one-line shell shim we own execs the real script.
 */
export function pubsubEmulatorBinary({ realBin = DEBIAN_PUBSUB_BIN, binDir = DEFAULT_BIN_DIR } = {}) {
  if (!existsSync(realBin) || !isExecutable(realBin)) return null;
  const uid = typeof process.getuid === 'function' ? process.getuid() : 0;
  if (uid === 0 || statSync(realBin).uid === uid) return realBin;
  const shim = join(binDir, 'cloud-pubsub-emulator');
  const text = `#!/bin/sh\nexec '${realBin.replaceAll("'", "'\\''")}' "$@"\n`;
  if (!existsSync(shim) || readFileSync(shim, 'utf8') !== text) {
    mkdirSync(binDir, { recursive: true });
    const tmp = `${shim}.${process.pid}-${Date.now()}`;
    writeFileSync(tmp, text);
    chmodSync(tmp, 0o755);
    renameSync(tmp, shim);
  }
  return shim;
}

/**
 * Environment variables that make firebase-tools use the machine's emulators: FIRESTORE_EMULATOR_BINARY_PATH and
 * PUBSUB_EMULATOR_BINARY_PATH, each only when the Debian package is present; {} when neither is. A value already
 * set in process.env wins (a developer's own override). Never throws: on any failure the variable is left out and
 * firebase-tools falls back to downloading.
 */
export function emulatorBinaryEnv(options = {}) {
  const env = {};
  const attempt = (name, find) => {
    if (process.env[name]) {
      env[name] = process.env[name];
      return;
    }
    try {
      const found = find();
      if (found) env[name] = found;
    } catch (error) {
      console.warn(
        `[emulator-jar] ${name} not set: ${error instanceof Error ? error.message : String(error)}`,
      );
    }
  };
  attempt('FIRESTORE_EMULATOR_BINARY_PATH', () => ensureFirestoreWrapperJar(options));
  attempt('PUBSUB_EMULATOR_BINARY_PATH', () => pubsubEmulatorBinary(options));
  return env;
}

// `node scripts/emulator-jar.mjs` prints shell exports: eval "$(node scripts/emulator-jar.mjs)"
if (process.argv[1] && import.meta.url === pathToFileURL(resolve(process.argv[1])).href) {
  for (const [key, value] of Object.entries(emulatorBinaryEnv())) {
    console.log(`export ${key}='${value.replaceAll("'", "'\\''")}'`);
  }
}
