import type { FastifyRequest } from 'fastify';
import { badRequest, HttpError } from './errors';

export type Upload = { fileName: string; bytes: Buffer; truncated: boolean };

/**
 * Reads a multipart form with one file (field `file`) and text fields, as every upload route does: past
 * the plugin's size limit a 413 with `sizeMessage`, anything else malformed or no file a 400 with
 * `invalidMessage`, both on the `file` field.
 */
export async function readUpload(
  request: FastifyRequest,
  messages: { size: string; invalid: string },
): Promise<{ file: Upload; fields: Record<string, string> }> {
  const invalid = () => badRequest(messages.invalid, { file: [messages.invalid] });
  if (!request.isMultipart()) throw invalid();
  const fields: Record<string, string> = {};
  let file: Upload | null = null;
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        file = { fileName: part.filename, bytes: await part.toBuffer(), truncated: part.file.truncated };
      } else if (typeof part.value === 'string') {
        fields[part.fieldname] = part.value;
      }
    }
  } catch (error) {
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') {
      throw new HttpError(413, messages.size, { file: [messages.size] });
    }
    throw invalid();
  }
  if (!file) throw invalid();
  return { file, fields };
}
