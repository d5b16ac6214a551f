import { expect, test } from '@playwright/test';
import { spawn } from 'node:child_process';
import { once } from 'node:events';

/** The built server as `npm start` runs it: listens on PORT/HOST, closes gracefully on signals. */
function startServer() {
  const child = spawn(process.execPath, ['dist/server/index.js'], {
    env: { ...process.env, PORT: '0', HOST: '127.0.0.1', LOG_LEVEL: 'info' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const origin = new Promise<string>((resolve, reject) => {
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const match = /Server listening at (http:\/\/127\.0\.0\.1:\d+)/.exec(output);
      if (match) resolve(match[1]!);
    });
    child.once('exit', (code) => reject(new Error(`server exited early (${code}): ${output}`)));
  });
  return { child, origin };
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
});
