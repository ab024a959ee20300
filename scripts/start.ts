// `npm start`: build the SPA when dist/ is missing or older than its sources, then run the server (one process).
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { buildIsStale } from './buildStamp';

const root = join(__dirname, '..');

if (buildIsStale()) {
  console.log('Building the shop (dist/ is missing or older than src/)…');
  const result = spawnSync(
    process.execPath,
    [join(root, 'node_modules/webpack/bin/webpack.js'), '--mode', 'production'],
    {
      cwd: root,
      stdio: ['ignore', 'ignore', 'inherit'],
    },
  );
  if (result.status !== 0) {
    console.error('The build failed; see the errors above.');
    process.exit(result.status ?? 1);
  }
}

void import('../server/main');
