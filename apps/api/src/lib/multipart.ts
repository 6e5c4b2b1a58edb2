import type { MultipartFile } from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import { AppError } from './app-error.ts';

/** The file of a multipart request, as the upload endpoints read it. */
interface FormFile {
  /** The form's text fields sent before the file. */
  fields: MultipartFile['fields'];
  /** Its bytes as they arrive. */
  content: AsyncIterable<Buffer>;
  /** True when the parser cut the file at its size limit. */
  truncated: () => boolean;
  /** The name the browser gave the file (unchecked: the uploader's words). */
  filename: string;
}

/**
 * The parser's own refusals (sizes and counts) carry their HTTP status and keep their answer;
 * anything else it throws is a body it cannot read: no boundary, or cut off before the form ends.
 */
function unreadable(error: unknown): unknown {
  return error instanceof Error && 'statusCode' in error ? error : new AppError('MULTIPART_UNREADABLE', {}, error);
}

async function* readable(file: MultipartFile['file']): AsyncGenerator<Buffer> {
  try {
    yield* file;
  } catch (error) {
    throw unreadable(error);
  }
}

/**
 * The one file of a multipart request (FILE_MISSING without one); a body the parser cannot read
 * answers MULTIPART_UNREADABLE (400), whether that shows at its start or while the file streams.
 */
export async function formFile(request: FastifyRequest, limits?: { fileSize: number }): Promise<FormFile> {
  if (!request.isMultipart()) throw new AppError('FILE_MISSING');
  let file: MultipartFile | undefined;
  try {
    file = await request.file(limits && { limits });
  } catch (error) {
    throw unreadable(error);
  }
  if (!file) throw new AppError('FILE_MISSING');
  const { file: stream } = file;
  return { fields: file.fields, content: readable(stream), truncated: () => stream.truncated, filename: file.filename ?? '' };
}
