// A TCP port nobody listens on now, so scripts that start servers can run beside each other (and
// beside `npm test` of another checkout) without answering each other's health checks.
import { createServer } from 'node:net';

export function freePort() {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.unref();
    probe.on('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
}
