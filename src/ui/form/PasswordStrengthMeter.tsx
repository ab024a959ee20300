// Four bars, one per criterion met, and the checklist under 'Password must contain:'.
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { PASSWORD_SPECIALS } from '../../contract/constants';
import { GridList } from '../GridList';
import { passwordCriteria, passwordScore, STRENGTH_CRITERIA } from './passwordStrength';

const BAR_COLOURS = ['#dc2626', '#ea580c', '#ca8a04', '#15803d'] as const;

const Wrap = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(2)};
`;

const Bars = styled.div`
  display: grid;
  grid-template-columns: repeat(4, 1fr);
  gap: ${({ theme }) => theme.space(1.5)};
`;

const Bar = styled.span<{ $colour: string | null }>`
  height: 6px;
  border-radius: ${({ theme }) => theme.radius.round};
  background: ${({ theme, $colour }) => $colour ?? theme.colors.line};
  transition: background 0.2s;
`;

const Title = styled.p`
  margin: 0;
  font-size: 0.9rem;
  font-weight: 600;
  color: ${({ theme }) => theme.colors.inkSoft};
`;

const List = styled(GridList).attrs({ $min: 180, $gap: 1 })`
  font-size: 0.85rem;
`;

const Item = styled.li<{ $met: boolean }>`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(1.5)};
  color: ${({ theme, $met }) => ($met ? theme.colors.success : theme.colors.muted)};
  &::before {
    content: '${({ $met }) => ($met ? '✓' : '•')}';
    font-weight: 700;
  }
`;

export function PasswordStrengthMeter({ password, id }: { password: string; id?: string }) {
  const intl = useIntl();
  const met = passwordCriteria(password);
  const score = passwordScore(password);
  const colour = score > 0 ? BAR_COLOURS[score - 1] : null;
  const summary = intl.formatMessage({ id: 'form.strength.summary' }, { met: score });
  return (
    <Wrap id={id}>
      <Bars
        role="meter"
        aria-valuemin={0}
        aria-valuemax={4}
        aria-valuenow={score}
        aria-valuetext={summary}
        aria-label={summary}
      >
        {[0, 1, 2, 3].map((bar) => (
          <Bar key={bar} data-lit={bar < score} $colour={bar < score ? (colour ?? null) : null} />
        ))}
      </Bars>
      <Title>{intl.formatMessage({ id: 'form.strength.title' })}</Title>
      <List>
        {STRENGTH_CRITERIA.map((criterion) => (
          <Item key={criterion} $met={met[criterion]} data-met={met[criterion]}>
            {/* The specials read left to right in Arabic too (bdi keeps the bidi algorithm from reordering them). */}
            {intl.formatMessage(
              { id: `form.strength.${criterion}` },
              { specials: <bdi dir="ltr">{PASSWORD_SPECIALS}</bdi> },
            )}
            <span className="visually-hidden">
              {' '}
              ({intl.formatMessage({ id: met[criterion] ? 'form.strength.met' : 'form.strength.unmet' })})
            </span>
          </Item>
        ))}
      </List>
    </Wrap>
  );
}
