// The home screen's sections below the first screen (features/catalogue/HomeBelowFold.tsx), with the product
// controls on the special offers; loaded in their own chunk by the home route (./router.tsx).
import HomeBelowFold from '../features/catalogue/HomeBelowFold';
import { withProductControls } from './withProductControls';

export default withProductControls(HomeBelowFold);
