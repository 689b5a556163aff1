import type { CSSProperties } from 'react';
import bonesStyles from '../../styles/bones.module.css';

type Props = {
  /** Each bar's width, in % of the space it stands in. */
  widths: readonly number[];
  /** What the bars share besides their width: their spacing, their height. */
  style?: CSSProperties;
};

/** Gray bars standing in for lines of text while they load, one a width. */
export function BoneLines({ widths, style }: Props) {
  return (
    <>
      {widths.map((width, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity (two may share a width)
        <span key={i} className={bonesStyles.line} style={{ ...style, width: `${width}%` }} />
      ))}
    </>
  );
}
