/** Base64 file data as clients send it: plain or as a data: URL. Anything else is a 400 naming the field. */
import { AppError } from '../domain/errors';
import { MEDIA_MESSAGES } from '../domain/media/messages';
import { invalidFieldMessage } from '../domain/messages';

const BASE64 = /^[A-Za-z0-9+/_-]*={0,2}$/;

export function decodeBase64(value: string, field: string): Buffer {
  const data = value.replace(/^data:[^,]*;base64,/, '').replace(/\s+/g, '');
  if (!BASE64.test(data)) {
    throw new AppError('invalid-argument', invalidFieldMessage(field, MEDIA_MESSAGES.notBase64), { field });
  }
  return Buffer.from(data, 'base64');
}
