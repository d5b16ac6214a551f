import { spawn, spawnSync } from 'node:child_process';
import { createServer, type AddressInfo } from 'node:net';
import { Redis } from 'ioredis';

/** A port nobody listens on right now (the OS picks it). */
export async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

async function waitForRedis(client: Redis): Promise<void> {
  for (let attempt = 0; attempt < 100; attempt += 1) {
    if ((await client.ping().catch(() => '')) === 'PONG') return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error('redis-server did not start');
}

/**
 * A private redis-server on a free port, without persistence, answering PING when this resolves:
 * tests that share state between app instances through Redis own their whole keyspace.
 */
export async function startRedis(): Promise<{ url: string; stop: () => void }> {
  if (spawnSync('redis-server', ['--version']).error) {
    throw new Error('redis-server is not installed: run `apt-get install -y redis-server` (the Redis tests need a real server).');
  }
  const port = await freePort();
  const url = `redis://127.0.0.1:${port}`;
  const child = spawn('redis-server', ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], { stdio: 'ignore' });
  const probe = new Redis(url, { lazyConnect: true, retryStrategy: () => 50 });
  probe.on('error', () => undefined);
  try {
    await waitForRedis(probe);
  } catch (error) {
    child.kill('SIGTERM');
    throw error;
  } finally {
    probe.disconnect();
  }
  return { url, stop: () => child.kill('SIGTERM') };
}
