// A back-office table named by its (visually hidden) caption. On a phone it scrolls sideways inside its frame: a
// region named by the caption and focusable, so that keyboard users can scroll it too when nothing in it takes focus.
import { useId, type ReactNode } from 'react';
import { TableWrap } from './backOfficeStyles';

export function CaptionedTable({
  caption,
  busy = false,
  children,
}: {
  caption: string;
  /** Its rows are being read again (a new page or filter): announced as busy. */
  busy?: boolean;
  children: ReactNode;
}) {
  const captionId = useId();
  return (
    <TableWrap role="region" aria-labelledby={captionId} tabIndex={0} aria-busy={busy || undefined}>
      <table>
        <caption id={captionId} className="visually-hidden">
          {caption}
        </caption>
        {children}
      </table>
    </TableWrap>
  );
}
