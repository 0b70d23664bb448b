import { type AddressInfo, createServer, type Socket } from 'node:net';

/**
 * A minimal SMTP server for tests: accepts every message, or refuses each with a 554 while
 * `accepting` is off, and keeps what it received.
 */
export interface FakeSmtpServer {
  url: string;
  received: { from: string; to: string[]; data: string }[];
  accepting: boolean;
  close(): Promise<void>;
}

function converse(socket: Socket, fake: FakeSmtpServer) {
  let envelope = { from: '', to: [] as string[] };
  let inData = false;
  let data = '';
  socket.write('220 test-smtp ready\r\n');
  socket.on('data', (chunk) => {
    for (const line of chunk.toString('utf8').split('\r\n')) {
      if (inData) {
        if (line === '.') {
          inData = false;
          fake.received.push({ ...envelope, data });
          socket.write(fake.accepting ? '250 queued\r\n' : '554 rejected\r\n');
          envelope = { from: '', to: [] };
          data = '';
        } else {
          data += `${line}\n`;
        }
        continue;
      }
      if (line === '') continue;
      const verb = line.slice(0, 4).toUpperCase();
      if (verb === 'EHLO' || verb === 'HELO') socket.write('250 test-smtp\r\n');
      else if (verb === 'MAIL') {
        envelope.from = line;
        socket.write('250 ok\r\n');
      } else if (verb === 'RCPT') {
        envelope.to.push(line);
        socket.write('250 ok\r\n');
      } else if (verb === 'DATA') {
        inData = true;
        socket.write('354 go ahead\r\n');
      } else if (verb === 'QUIT') {
        socket.end('221 bye\r\n');
      } else socket.write('250 ok\r\n');
    }
  });
}

export async function startFakeSmtpServer(): Promise<FakeSmtpServer> {
  const server = createServer((socket) => converse(socket, fake));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const fake: FakeSmtpServer = {
    url: `smtp://127.0.0.1:${(server.address() as AddressInfo).port}`,
    received: [],
    accepting: true,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
  return fake;
}
