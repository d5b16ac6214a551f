import { buildApp } from './app.ts';
import { ConfigError, readConfig, type ServerConfig } from './config.ts';

/**
 * Listens, and closes gracefully: in-flight requests finish, idle connections are dropped, and
 * past SHUTDOWN_GRACE_MS whatever is still open is destroyed so the process always exits.
 */
let config: ServerConfig;
try {
  config = readConfig();
} catch (error) {
  if (!(error instanceof ConfigError)) throw error;
  console.error(`${error.message}\nEl servidor no ha arrancado / the server did not start.`);
  process.exit(1);
}
const app = await buildApp();

let closing = false;
for (const signal of ['SIGTERM', 'SIGINT'] as const) {
  process.once(signal, () => {
    if (closing) return;
    closing = true;
    app.log.info({ signal, graceMs: config.shutdownGraceMs }, 'shutting down');
    const deadline = setTimeout(() => {
      app.log.warn({ graceMs: config.shutdownGraceMs }, 'shutdown deadline passed: closing the remaining connections');
      app.server.closeAllConnections();
      // The close below normally finishes now; this is the last resort if a hook hangs.
      setTimeout(() => process.exit(1), 1000).unref();
    }, config.shutdownGraceMs);
    deadline.unref();
    app.close().then(
      () => process.exit(0),
      (error: unknown) => {
        app.log.error({ err: error }, 'error while closing');
        process.exit(1);
      },
    );
  });
}

try {
  await app.listen({ port: config.port, host: config.host });
} catch (error) {
  app.log.error({ err: error }, 'could not start');
  process.exit(1);
}
