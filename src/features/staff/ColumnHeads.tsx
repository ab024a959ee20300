// A back-office table's head: one column header per message id, in order.
import { useIntl } from 'react-intl';

export function ColumnHeads({ ids }: { ids: string[] }) {
  const intl = useIntl();
  return (
    <thead>
      <tr>
        {ids.map((id) => (
          <th key={id} scope="col">
            {intl.formatMessage({ id })}
          </th>
        ))}
      </tr>
    </thead>
  );
}
