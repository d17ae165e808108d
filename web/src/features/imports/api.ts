/**
 * A file import from the browser (issue 32 §2; contracts in domain/contracts/fileImports.ts): start the job with the
 * file's name and size, then send it in the parts the server asks for, in order. The job runs on the server; its
 * progress is the live job document (useLatestImport.ts).
 */
import { apiCall } from '@/platform/api';
import { getBotToken } from '@/platform/botCheck';

/** Bytes → base64 without a string per byte (a part is 768 KiB). */
function toBase64(bytes: Uint8Array): string {
  let binary = '';
  const step = 0x8000;
  for (let i = 0; i < bytes.length; i += step) binary += String.fromCharCode(...bytes.subarray(i, i + step));
  return btoa(binary);
}

/** Uploads `file`; `onProgress` gets the share sent (0–1). Resolves with the job's id once the last part is in. */
export async function uploadImportFile(file: File, onProgress: (share: number) => void): Promise<string> {
  const botToken = await getBotToken('CREATE_RECIPE').catch(() => null);
  const { jobId, parts, partBytes } = await apiCall('POST /api/recipe-imports/start', {
    body: { filename: file.name, size: file.size, botToken },
  });
  for (let index = 0; index < parts; index++) {
    const slice = file.slice(index * partBytes, (index + 1) * partBytes);
    const dataBase64 = toBase64(new Uint8Array(await slice.arrayBuffer()));
    await apiCall('POST /api/recipe-imports/part', { body: { jobId, index, dataBase64 } });
    onProgress((index + 1) / parts);
  }
  return jobId;
}
