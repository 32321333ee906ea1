import { configFromEnv } from './config.ts';
import { createApp } from './app.ts';

const config = configFromEnv();
createApp({ config })
  .listen(config.port, config.host, () => {
    console.log(`BFF listening on http://${config.host}:${config.port}`);
  });
