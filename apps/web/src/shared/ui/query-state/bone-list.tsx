import type { CSSProperties, ReactNode } from 'react';
import { BoneLines } from './bone-lines';

type Props = {
  /** One row a width: the width of the row's bar, in %. */
  widths: readonly number[];
  className: string | undefined;
  itemClassName: string | undefined;
  lineStyle?: CSSProperties;
  /** What every row holds after its bar (a second, shorter bar). */
  children?: ReactNode;
};

/** A list's loading skeleton: its rows, each a bar of its own width. */
export function BoneList({ widths, className, itemClassName, lineStyle, children }: Props) {
  return (
    <ul className={className} aria-hidden="true">
      {widths.map((width, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity (two may share a width)
        <li key={i} className={itemClassName}>
          <BoneLines widths={[width]} style={lineStyle} />
          {children}
        </li>
      ))}
    </ul>
  );
}
