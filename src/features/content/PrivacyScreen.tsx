// /privacy: what the shop keeps about a shopper, why, who sees it and the shopper's rights.
import { LegalPage } from './components/LegalPage';

export default function PrivacyScreen() {
  return <LegalPage page="privacy" />;
}
