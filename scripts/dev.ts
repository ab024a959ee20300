// `npm run dev`: the API server on PORT (3000) and webpack-dev-server with hot reload on DEV_PORT (8080), proxying /api.
import { spawn, type ChildProcess } from 'node:child_process';
import { join } from 'node:path';

const root = join(__dirname, '..');
const apiPort = process.env.PORT ?? '3000';
const children: ChildProcess[] = [
  spawn(process.execPath, ['--import', 'tsx', '--watch', join(root, 'server/main.ts')], {
    cwd: root,
    stdio: 'inherit',
    env: {
      ...process.env,
      PORT: apiPort,
      APP_URL: process.env.APP_URL ?? `http://localhost:${process.env.DEV_PORT ?? 8080}`,
    },
  }),
  spawn(
    process.execPath,
    [join(root, 'node_modules/webpack/bin/webpack.js'), 'serve', '--mode', 'development'],
    {
      cwd: root,
      stdio: 'inherit',
      env: { ...process.env, API_PORT: apiPort, NODE_ENV: 'development' },
    },
  ),
];

const stop = () => {
  for (const child of children) child.kill('SIGTERM');
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
for (const child of children) child.on('exit', (code) => code && code !== 0 && stop());
