/** A file's bytes as base64 (the JSON bodies of /api/media/upload and check-person-batch). */
import { COMPRESSION_ERRORS } from './compression';

const CHUNK = 0x8000;

export async function fileToBase64(file: Blob): Promise<string> {
  let bytes: Uint8Array;
  try {
    bytes = new Uint8Array(await file.arrayBuffer());
  } catch {
    throw new Error(COMPRESSION_ERRORS.read);
  }
  let binary = '';
  for (let start = 0; start < bytes.length; start += CHUNK) {
    binary += String.fromCharCode(...bytes.subarray(start, start + CHUNK));
  }
  return btoa(binary);
}
