/**
 * The baseline of `npm run bench`: Fastify with no plugin, no logger and one constant JSON
 * route, in a process of its own on the same machine. Every row's ratio is to this one's rate,
 * measured in the same run, so the figures say what the app costs above the framework.
 */
import Fastify from 'fastify';

const app = Fastify({ logger: false });
app.get('/', async () => ({ success: true, message: 'Nivas API is running' }));
await app.listen({ port: Number(process.env.PORT ?? 18089), host: '127.0.0.1' });
process.on('SIGTERM', () => void app.close().then(() => process.exit(0)));
