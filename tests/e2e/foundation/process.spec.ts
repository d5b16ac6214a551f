import { expect, test } from '@playwright/test';
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { connect } from 'node:net';

/** The built server as `npm start` runs it: listens on PORT/HOST, closes gracefully on signals. */
function startServer(env: NodeJS.ProcessEnv = {}) {
  const child = spawn(process.execPath, ['dist/server/index.js'], {
    env: { ...process.env, PORT: '0', HOST: '127.0.0.1', LOG_LEVEL: 'info', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const origin = new Promise<string>((resolve, reject) => {
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const match = /Server listening at (http:\/\/127\.0\.0\.1:\d+)/.exec(output);
      if (match) resolve(match[1]!);
    });
    child.once('exit', (code) => reject(new Error(`server exited early (${code}): ${output}`)));
  });
  return { child, origin, output: () => output };
}

test.describe('server process', () => {
  for (const signal of ['SIGTERM', 'SIGINT'] as const) {
    test(`listens on PORT/HOST and closes gracefully on ${signal}`, async () => {
      const { child, origin } = startServer();
      const address = await origin;
      const health = await fetch(`${address}/api/health`);
      expect(health.status).toBe(200);

      child.kill(signal);
      const [code] = await once(child, 'exit');
      expect(code).toBe(0);
      await expect(fetch(`${address}/api/health`)).rejects.toThrow();
    });
  }

  test('exits by the shutdown deadline even with a stalled request open, closing it', async () => {
    const { child, origin, output } = startServer({ SHUTDOWN_GRACE_MS: '1500' });
    const { port } = new URL(await origin);
    const socket = connect(Number(port), '127.0.0.1');
    await once(socket, 'connect');
    socket.write('POST /api/chatbot HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 100\r\n\r\n{"message":"');
    const socketClosed = once(socket, 'close');
    await new Promise((resolve) => setTimeout(resolve, 300));

    const started = Date.now();
    child.kill('SIGTERM');
    await once(child, 'exit');
    const took = Date.now() - started;
    await socketClosed;
    // Well before the 20 s request timeout: the deadline, not the timeout, ended it.
    expect(took).toBeGreaterThanOrEqual(1400);
    expect(took).toBeLessThan(6000);
    expect(output()).toContain('shutdown deadline passed');
  });

  test('refuses to start with a bad variable, saying which and what it takes', async () => {
    for (const [env, message] of [
      [{ PORT: 'abc' }, 'PORT="abc": puerto en el que escucha / port to listen on (0-65535)'],
      [{ TRUST_PROXY: 'true' }, 'TRUST_PROXY=true no está permitido'],
    ] as const) {
      const { child, origin, output } = startServer(env);
      await expect(origin).rejects.toThrow(/exited early \(1\)/);
      expect(child.exitCode).toBe(1);
      expect(output()).toContain(message);
      expect(output()).toContain('El servidor no ha arrancado');
    }
  });
});
