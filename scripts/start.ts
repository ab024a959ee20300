// `npm start`: build the SPA when dist/ is missing or older than its sources, then run the server (one process).
import { buildWhenStale } from './buildStamp';

if (!buildWhenStale()) {
  console.error('The build failed; see the errors above.');
  process.exit(1);
}

void import('../server/main');
