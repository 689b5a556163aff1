import type { ProdOpt } from '@shop/domain/api/catalog';
import { colourOptions, isColourSoldOut, type SelectableProd } from '@shop/domain/catalog/prod-selection';
import { formatWon } from '@shop/domain/format/money';
import { SOLD_OUT_OPTION_MESSAGE } from '@shop/domain/validation/quantity';
import styles from './prod-detail.module.css';

type Props = {
  prod: SelectableProd & { prod_opts: readonly ProdOpt[] };
  value: number | null;
  onPick: (colourId: number) => void;
  onRefuse: (message: string) => void;
  label: string;
};

/** Colour chips; a sold-out colour (countAvail 0) looks disabled and says 품절된 옵션입니다. when picked. */
export function ColourChips({ prod, value, onPick, onRefuse, label }: Props) {
  const colours = colourOptions(prod);
  if (colours.length === 0) return null;
  const chosen = colours.find((c) => c.id === value);
  return (
    <fieldset className={styles.field}>
      <legend className={styles.fieldLabel}>
        {label} <span className={styles.fieldValue}>{chosen?.title ?? ''}</span>
      </legend>
      <div className={styles.chips}>
        {colours.map((colour) => {
          const soldOut = isColourSoldOut(prod, colour.id);
          return (
            <button
              key={colour.id}
              type="button"
              className={styles.chip}
              aria-pressed={colour.id === value}
              aria-disabled={soldOut}
              data-sold-out={soldOut}
              aria-label={`${colour.title}${soldOut ? ' (품절)' : ''}${colour.cost ? ` 월 ${formatWon(colour.cost)} 추가` : ''}`}
              onClick={() => (soldOut ? onRefuse(SOLD_OUT_OPTION_MESSAGE) : onPick(colour.id))}
            >
              <span
                className={styles.swatch}
                style={{ background: colour.val ?? undefined }}
                aria-hidden="true"
              />
              <span className={styles.chipText} aria-hidden="true">
                {colour.title}
                {colour.cost > 0 && <small> +{formatWon(colour.cost)}</small>}
              </span>
            </button>
          );
        })}
      </div>
    </fieldset>
  );
}
