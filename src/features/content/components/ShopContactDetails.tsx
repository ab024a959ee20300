// The shop's address, phone, email and WhatsApp from its settings (GET /api/shop/contact), as working links; the
// contact page and the footer show the same. While the settings are unset the details are samples, and say so.
import { FormattedMessage, useIntl } from 'react-intl';
import { telHref, whatsappHref } from '../../../contract';
import { useShopContactQuery } from '../contentApi';

export function ShopContactDetails({ className }: { className?: string }) {
  const intl = useIntl();
  const { data } = useShopContactQuery();
  if (!data) return null;
  const address = intl.locale.startsWith('ar') ? data.addressAr : data.address;
  return (
    <address className={className}>
      <span>{address}</span>
      <br />
      <a href={telHref(data.phone)} dir="ltr">
        {data.phone}
      </a>
      <br />
      <a href={`mailto:${data.email}`} dir="ltr">
        {data.email}
      </a>
      <br />
      <a href={whatsappHref(data.whatsapp)} target="_blank" rel="noopener noreferrer">
        <FormattedMessage id="contact.whatsapp" />
      </a>
      {data.sample ? (
        <>
          <br />
          <small>
            <FormattedMessage id="contact.sample" />
          </small>
        </>
      ) : null}
    </address>
  );
}
