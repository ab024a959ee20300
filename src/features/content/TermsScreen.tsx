// /terms: the terms of sale (prices, cash on delivery, delivery, returns and refunds, warranty).
import { LegalPage } from './components/LegalPage';

export default function TermsScreen() {
  return <LegalPage page="terms" />;
}
