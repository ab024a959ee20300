import { FormattedMessage } from 'react-intl';
import { ButtonLink } from '../ui/Button';
import { NotFound } from '../ui/NotFound';
import { paths } from '../config/paths';

export default function NotFoundScreen() {
  return (
    <NotFound title={<FormattedMessage id="notFound.title" />}>
      <ButtonLink to={paths.home}>
        <FormattedMessage id="notFound.returnHome" />
      </ButtonLink>
    </NotFound>
  );
}
