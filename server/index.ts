import { buildApp } from './app.ts';
import { readConfig } from './config.ts';

/** Listens, and closes gracefully: in-flight requests finish, idle connections are dropped. */
const config = readConfig();
const app = await buildApp();

let closing = false;
for (const signal of ['SIGTERM', 'SIGINT'] as const) {
  process.once(signal, () => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
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
