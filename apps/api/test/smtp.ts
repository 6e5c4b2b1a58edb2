import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  from: string;
  to: string[];
  raw: string;
}

export interface SmtpOptions {
  /** How long the server takes to accept each mail, as a slow mail provider does. */
  delayMs?: number;
}

/** A real SMTP server on a free local port (or the one given) that keeps what it receives. */
export async function startSmtpServer(port = 0, options: SmtpOptions = {}) {
  const received: ReceivedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        });
        if (options.delayMs) setTimeout(() => callback(), options.delayMs);
        else callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const { port: listening } = server.server.address() as { port: number };
  /** The newest mail to `to` once it arrived (mail goes out after the answer, from the job queue). */
  const mailTo = async (to: string, timeoutMs = 5000): Promise<ReceivedMail> => {
    for (let waited = 0; waited <= timeoutMs; waited += 20) {
      const mail = [...received].reverse().find((m) => m.to.includes(to));
      if (mail) return mail;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    throw new Error(`no mail to ${to} within ${timeoutMs} ms`);
  };
  return {
    url: `smtp://127.0.0.1:${listening}`,
    port: listening,
    received,
    mailTo,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
