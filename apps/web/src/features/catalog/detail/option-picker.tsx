import type { ProdDetail } from '@shop/domain/api/catalog';
import { durationChoices, type ProdSelection } from '@shop/domain/catalog/prod-selection';
import { TYPE_CONN } from '@shop/domain/codes/type-conn';
import stackStyles from '../../../shared/styles/stack.module.css';
import { AddOnList } from './add-on-list';
import { ColourChips } from './colour-chips';
import { availabilityLabel } from './detail-view';
import { DurationSlider } from './duration-slider';
import styles from './prod-detail.module.css';
import { QtyStepper } from './qty-stepper';

type Props = {
  prod: ProdDetail;
  selection: ProdSelection;
  maxQty: number;
  update: (next: Partial<ProdSelection>) => void;
  refuse: (message: string) => void;
};

/** 옵션 선택: the colour (or each package part's), the term, the quantity with its stock, the add-ons. */
export function OptionPicker({ prod, selection, maxQty, update, refuse }: Props) {
  return (
    <section className={styles.options} aria-label="옵션 선택">
      {prod.type_conn === TYPE_CONN.PACKAGE ? (
        <div className={stackStyles.stack3}>
          <h2 className={styles.partsTitle}>패키지 구성</h2>
          {prod.prod_conns_pkg.map((part) => (
            <div key={part.id} className={styles.part} data-testid="pkg-part">
              <p className={styles.partTitle}>{part.title}</p>
              <ColourChips
                prod={part}
                label="색상"
                value={selection.partColourIds[part.id] ?? null}
                onPick={(colourId) =>
                  update({ partColourIds: { ...selection.partColourIds, [part.id]: colourId } })
                }
                onRefuse={refuse}
              />
            </div>
          ))}
        </div>
      ) : (
        <ColourChips
          prod={prod}
          label="색상"
          value={selection.colourId}
          onPick={(colourId) => update({ colourId })}
          onRefuse={refuse}
        />
      )}
      <DurationSlider
        choices={durationChoices(prod)}
        value={selection.durationId}
        onChange={(durationId) => update({ durationId })}
      />
      <QtyStepper value={selection.qty} max={maxQty} onChange={(qty) => update({ qty })} />
      <p className={styles.availability} data-testid="availability">
        {availabilityLabel(prod, selection)}
      </p>
      <AddOnList
        addOns={prod.prod_conns_conns}
        chosen={selection.addOnIds}
        onToggle={(partId) =>
          update({
            addOnIds: selection.addOnIds.includes(partId)
              ? selection.addOnIds.filter((id) => id !== partId)
              : [...selection.addOnIds, partId],
          })
        }
      />
    </section>
  );
}
