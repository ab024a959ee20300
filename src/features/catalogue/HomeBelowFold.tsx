// Home below the fold: Special Offer, Our Service, Why Choose Us and Our Partners. A chunk of its own, loaded (with
// the rest of the message catalogue) as HomeScreen renders the hero and the category picker: no first-load code.
import { usePaymentPhrase } from '../../api/paymentMethodsApi';
import type { ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import styled from 'styled-components';
import { ButtonLink } from '../../ui/Button';
import { Container } from '../../ui/Container';
import { GridList } from '../../ui/GridList';
import { Spinner } from '../../ui/Spinner';
import { paths } from '../../config/paths';
import { SPECIAL_OFFER_COUNT, useGetSpecialOffersQuery } from './catalogueApi';
import { useErrorToast } from './useErrorToast';
import { ProductGrid, ProductGridSkeleton } from './components/ProductGrid';

const Block = styled.section`
  padding: ${({ theme }) => theme.space(10)} 0;
`;

const BlockHead = styled.div`
  display: flex;
  justify-content: space-between;
  align-items: center;
  gap: ${({ theme }) => theme.space(4)};
  margin-bottom: ${({ theme }) => theme.space(5)};
  h2 {
    margin: 0;
    font-size: 1.6rem;
  }
`;

const Cards = styled(GridList)`
  li {
    padding: ${({ theme }) => theme.space(5)};
    border: 1px solid ${({ theme }) => theme.colors.line};
    border-radius: ${({ theme }) => theme.radius.lg};
    background: ${({ theme }) => theme.colors.surface};
  }
  h3 {
    margin: ${({ theme }) => theme.space(3)} 0 ${({ theme }) => theme.space(2)};
    font-size: 1.1rem;
  }
  p {
    margin: 0;
    color: ${({ theme }) => theme.colors.inkSoft};
  }
`;

const Partners = styled(GridList).attrs({ $min: 150 })`
  img {
    width: 100%;
    height: auto;
    filter: grayscale(1);
    opacity: 0.8;
  }
`;

export const SERVICES = ['delivery', 'support', 'warranty'] as const;
export const REASONS = [
  'allInOnePlace',
  'genuine',
  'fastDelivery',
  'afterSales',
  'warranty',
  'payment',
] as const;
const REASON_ICONS: Record<(typeof REASONS)[number], string> = {
  allInOnePlace: 'store',
  genuine: 'genuine',
  fastDelivery: 'delivery',
  afterSales: 'support',
  warranty: 'warranty',
  payment: 'payment',
};
export const PARTNERS = [
  'nile-tech',
  'delta-digital',
  'pyramid-pay',
  'cairo-logistics',
  'sinai-cloud',
  'alex-care',
];

function SpecialOffer() {
  const intl = useIntl();
  const { data, error } = useGetSpecialOffersQuery();
  useErrorToast(error, 'offers-error');
  if (data && data.length === 0) return null;
  return (
    <HomeSection name="offers" viewAll={paths.categories}>
      {data ? (
        <ProductGrid products={data} eagerCount={0} label={intl.formatMessage({ id: 'home.offers.title' })} />
      ) : error ? null : (
        <>
          <Spinner />
          <ProductGridSkeleton count={SPECIAL_OFFER_COUNT} />
        </>
      )}
    </HomeSection>
  );
}

export default function HomeBelowFold() {
  // The ways to pay promised are cash and the methods switched on, nothing more.
  const payment = usePaymentPhrase();
  return (
    <>
      <SpecialOffer />
      <HomeSection name="services" viewAll={paths.about}>
        <Cards $min={240}>
          {SERVICES.map((service) => (
            <FeatureCard key={service} icon={service} size={48} messages={`home.services.${service}`} />
          ))}
        </Cards>
      </HomeSection>
      <HomeSection name="why">
        <Cards $min={280}>
          {REASONS.map((reason) => (
            <FeatureCard
              key={reason}
              icon={REASON_ICONS[reason]}
              size={40}
              messages={`home.why.${reason}`}
              values={{ methods: payment }}
            />
          ))}
        </Cards>
      </HomeSection>
      <HomeSection name="partners">
        <Partners>
          {PARTNERS.map((partner) => (
            <li key={partner}>
              <PartnerLogo slug={partner} />
            </li>
          ))}
        </Partners>
      </HomeSection>
    </>
  );
}

/** A home section: its heading (`home.<name>.title`, labelling it), an optional 'View All' link, its content. */
function HomeSection({ name, viewAll, children }: { name: string; viewAll?: string; children: ReactNode }) {
  return (
    <Block aria-labelledby={`${name}-title`}>
      <Container>
        <BlockHead>
          <h2 id={`${name}-title`}>
            <FormattedMessage id={`home.${name}.title`} />
          </h2>
          {viewAll ? (
            <ButtonLink to={viewAll} $variant="secondary">
              <FormattedMessage id="home.viewAll" />
            </ButtonLink>
          ) : null}
        </BlockHead>
        {children}
      </Container>
    </Block>
  );
}

/** A service or reason: its picture, and the title and body under the `messages` id prefix. */
function FeatureCard({
  icon,
  size,
  messages,
  values,
}: {
  icon: string;
  size: number;
  messages: string;
  values?: Record<string, string>;
}) {
  return (
    <li>
      <img
        src={`/images/site/${icon}.svg`}
        alt=""
        width={size}
        height={size}
        loading="lazy"
        decoding="async"
      />
      <h3>
        <FormattedMessage id={`${messages}.title`} values={values} />
      </h3>
      <p>
        <FormattedMessage id={`${messages}.body`} />
      </p>
    </li>
  );
}

function PartnerLogo({ slug }: { slug: string }) {
  const intl = useIntl();
  return (
    <img
      src={`/images/site/partner-${slug}.svg`}
      alt={intl.formatMessage(
        { id: 'home.partners.logo' },
        { name: intl.formatMessage({ id: `home.partners.${slug}` }) },
      )}
      width={200}
      height={80}
      loading="lazy"
      decoding="async"
    />
  );
}
