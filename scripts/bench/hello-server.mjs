// The baseline of the HTTP benchmark: a bare Fastify hello-world on PORT.
import Fastify from 'fastify';

const app = Fastify({ logger: false });
app.get('/hello', async () => ({ data: { hello: 'world' } }));
await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
process.on('SIGTERM', () => app.close().then(() => process.exit(0)));
