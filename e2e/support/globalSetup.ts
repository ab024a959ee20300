// Before any journey: the production build in dist/ is made fresh once, so that each worker's shop only starts.
import { buildWhenStale } from '../../scripts/buildStamp';

export default function globalSetup() {
  if (!buildWhenStale())
    throw new Error('the production build for the journeys failed; see the errors above');
}
