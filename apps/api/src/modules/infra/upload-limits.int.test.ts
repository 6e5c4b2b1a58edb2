import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMember, createTestApp, postUpload, type TestApp } from '../../../test/helpers.ts';
import { SAMPLES } from '../../../test/multipart.ts';

let app: TestApp;
let port: number;
beforeAll(async () => {
  app = await createTestApp({ RATE_LIMIT_UPLOADS_PER_MINUTE: '1000' });
  await app.listen({ port: 0, host: '127.0.0.1' });
  port = (app.server.address() as { port: number }).port;
});
afterAll(async () => app.close());

const PNG = { name: 'logo.png', type: 'image/png', content: SAMPLES.png };
const GB = 1024 * 1024 * 1024;

describe('upload quotas per day', () => {
  it("refuses an address's 201st upload of the day with code 429; other addresses upload on", async () => {
    const codes: number[] = [];
    for (let i = 0; i < 201; i += 1) codes.push((await postUpload(app, PNG, { remoteAddress: '10.40.0.1' })).body.code);
    expect(codes.slice(0, 200).every((code) => code === 0)).toBe(true);
    expect(codes[200]).toBe(429);
    expect((await postUpload(app, PNG, { remoteAddress: '10.40.0.2' })).body.code).toBe(0);
  });

  it("refuses a member's upload once their files of the day reach 4 GB, from whatever address", async () => {
    const member = await createMember(app);
    const rows = (memberId: number, createdAt: Date) =>
      Array.from({ length: 4 }, (_, i) => ({
        memberId,
        kind: 'print',
        path: `print/quota/${memberId}-${createdAt.getTime()}-${i}.pdf`,
        url: `http://shop.test/uploads/print/quota/${memberId}-${createdAt.getTime()}-${i}.pdf`,
        mime: 'application/pdf',
        size: GB,
        sha256: 'x',
        createdAt,
      }));
    await app.db.uploadedFile.createMany({ data: rows(member.id, new Date(Date.now() - 3_600_000)) });
    const refused = await postUpload(app, PNG, { headers: member.auth, remoteAddress: '10.40.1.1' });
    expect(refused.body.code).toBe(429);
    // Yesterday's files no longer count.
    const other = await createMember(app);
    await app.db.uploadedFile.createMany({ data: rows(other.id, new Date(Date.now() - 25 * 3_600_000)) });
    expect((await postUpload(app, PNG, { headers: other.auth, remoteAddress: '10.40.1.2' })).body.code).toBe(0);
  });
});

interface StreamedUpload {
  /** The answer's envelope code. */
  code: number;
  /** Bytes of the file that went out before the connection closed. */
  sent: number;
  /** The server closed the connection (rather than the client giving up after 8 s). */
  closedByServer: boolean;
}

/**
 * Sends an upload over a real connection as fast as the server takes it: `head`, then zeros up to
 * `total` bytes, with a Content-Length (the declared size) or chunked (size unknown). Answers the
 * envelope and how much of the file went out before the server closed the connection.
 */
function streamUpload(options: {
  head: Buffer;
  total: number;
  chunked?: boolean;
  fields?: Record<string, string>;
}): Promise<StreamedUpload> {
  const boundary = '----shopstream';
  const fields = Object.entries(options.fields ?? {}).map(
    ([name, value]) => `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
  );
  const preamble = Buffer.from(
    `${fields.join('')}--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="big.png"\r\nContent-Type: image/png\r\n\r\n`,
  );
  const epilogue = Buffer.from(`\r\n--${boundary}--\r\n`);
  const length = preamble.length + options.total + epilogue.length;
  const frame = (data: Buffer) =>
    options.chunked ? Buffer.concat([Buffer.from(`${data.length.toString(16)}\r\n`), data, Buffer.from('\r\n')]) : data;
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1');
    const received: Buffer[] = [];
    let sent = 0;
    let closed = false;
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      socket.destroy();
    }, 8_000);
    socket.on('data', (chunk) => received.push(chunk));
    socket.on('error', () => {});
    socket.on('close', () => {
      closed = true;
      clearTimeout(timer);
      const text = Buffer.concat(received).toString('utf8');
      const json = text.slice(text.indexOf('{'), text.lastIndexOf('}') + 1);
      if (!json) return reject(new Error(`no answer (${sent} bytes sent): ${text}`));
      resolve({ code: (JSON.parse(json) as { code: number }).code, sent, closedByServer: !timedOut });
    });
    const zeros = Buffer.alloc(64 * 1024);
    (async () => {
      socket.write(
        `POST /pc-api/infra/file/upload HTTP/1.1\r\nHost: 127.0.0.1\r\ntenant-id: 1\r\nContent-Type: multipart/form-data; boundary=${boundary}\r\n` +
          (options.chunked ? 'Transfer-Encoding: chunked\r\n\r\n' : `Content-Length: ${length}\r\n\r\n`),
      );
      socket.write(frame(preamble));
      while (sent < options.total && !closed) {
        const piece = sent === 0 ? options.head : zeros.subarray(0, Math.min(zeros.length, options.total - sent));
        sent += piece.length;
        if (!socket.write(frame(piece))) {
          await new Promise<void>((drained) => {
            socket.once('drain', drained);
            socket.once('close', drained);
          });
        }
      }
      if (closed) return;
      socket.write(frame(epilogue));
      if (options.chunked) socket.write('0\r\n\r\n');
      // Kept alive: the answer, then close.
      socket.once('data', () => setTimeout(() => socket.end(), 50));
    })().catch(reject);
  });
}

describe('refused uploads are not read to the end', () => {
  const total = 256 * 1024 * 1024;

  it('stops reading a file whose first bytes are not an allowed type', async () => {
    const result = await streamUpload({ head: SAMPLES.text, total, chunked: true });
    expect(result).toMatchObject({ code: 1_001_003_001, closedByServer: true });
    expect(result.sent).toBeLessThan(total / 4);
  });

  it('answers a declared size over the kind’s limit before reading the file', async () => {
    const result = await streamUpload({ head: SAMPLES.png, total });
    expect(result).toMatchObject({ code: 1_001_003_002, closedByServer: true });
    expect(result.sent).toBeLessThan(total / 4);
  });

  it('stops reading a file of undeclared size once it passes the limit', async () => {
    const result = await streamUpload({ head: SAMPLES.png, total, chunked: true });
    expect(result).toMatchObject({ code: 1_001_003_002, closedByServer: true });
    expect(result.sent).toBeLessThan(total / 4);
  });

  it('asks a guest to log in for print data before reading it', async () => {
    const result = await streamUpload({ head: SAMPLES.pdf, total, fields: { directory: 'print' } });
    expect(result).toMatchObject({ code: 401, closedByServer: true });
    expect(result.sent).toBeLessThan(total / 4);
  });
});
