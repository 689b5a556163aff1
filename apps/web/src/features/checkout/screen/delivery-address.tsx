import type { SpotView } from '@shop/domain/api/spots';
import { SPOT_STATE } from '@shop/domain/codes/spot-state';
import { formatPhone } from '@shop/domain/format/phone';
import {
  MOBILE_INPUT_MAX_LENGTH,
  MOBILE_PLACEHOLDER,
  sanitizeMobileInput,
} from '@shop/domain/validation/mobile';
import type { RefObject } from 'react';
import { useState } from 'react';
import bonesStyles from '../../../shared/styles/bones.module.css';
import { CheckLabel } from '../../../shared/ui/form/check-label';
import { Field } from '../../../shared/ui/form/field';
import formStyles from '../../../shared/ui/form/form.module.css';
import { checkChosenAddress } from '../../../shared/ui/postcode/check-chosen-address';
import { POSTCODE_PLACEHOLDER } from '../../../shared/ui/postcode/postcode-placeholder';
import { PostcodeSearchButton } from '../../../shared/ui/postcode/postcode-search-button';
import { type ChosenAddress, PostcodeSheet } from '../../../shared/ui/postcode/postcode-sheet';
import { RadioList } from '../../../shared/ui/radio-list/radio-list';
import styles from '../checkout.module.css';
import { CheckoutSection } from '../checkout-section';
import type { AddressMode } from '../pay-check';
import type { NewAddress, NewAddressErrors, NewAddressField } from './new-address';
import type { Orderer } from './orderer-info';

export type AddressFieldRefs = Record<NewAddressField, RefObject<HTMLInputElement | null>>;

type Props = {
  spots: readonly SpotView[] | undefined;
  mode: AddressMode;
  onMode: (mode: AddressMode) => void;
  spotId: number | null;
  onSpot: (spotId: number) => void;
  value: NewAddress;
  onValue: (value: NewAddress) => void;
  errors: NewAddressErrors;
  onErrors: (errors: NewAddressErrors) => void;
  refs: AddressFieldRefs;
  orderer: Orderer | null;
  saving: boolean;
  onSave: () => void;
};

/** The delivery address: an entry of the address book, or a new one typed here and saved to the book. */
export function DeliveryAddress(props: Props) {
  const { spots, mode, onMode } = props;
  const hasBook = (spots?.length ?? 0) > 0;
  return (
    <CheckoutSection id="checkout-address-title" title="배송지">
      {spots === undefined ? (
        <span className={bonesStyles.text} />
      ) : (
        <>
          {hasBook && (
            <div className={styles.tabs}>
              <button
                type="button"
                className={styles.tab}
                aria-pressed={mode === 'book'}
                onClick={() => onMode('book')}
              >
                주소록에서 선택
              </button>
              <button
                type="button"
                className={styles.tab}
                aria-pressed={mode === 'new'}
                onClick={() => onMode('new')}
              >
                새 주소 입력
              </button>
            </div>
          )}
          {mode === 'book' && hasBook ? (
            <SpotChoices {...props} spots={spots} />
          ) : (
            <NewAddressForm {...props} />
          )}
        </>
      )}
    </CheckoutSection>
  );
}

function SpotChoices({ spots, spotId, onSpot }: Props & { spots: readonly SpotView[] }) {
  return (
    <RadioList
      items={spots}
      name="checkout-spot"
      label="주소록"
      selectedId={spotId}
      onSelect={onSpot}
      optionClassName={styles.option}
    >
      {(spot) => (
        <span>
          <strong>{spot.name}</strong>
          {spot.state === SPOT_STATE.DEFAULT && <span className={styles.chip}>기본</span>}
          <br />
          {formatPhone(spot.tel)}
          <br />[{spot.addr_code}] {spot.addr} {spot.addr_desc}
        </span>
      )}
    </RadioList>
  );
}

function NewAddressForm({ value, onValue, errors, onErrors, refs, orderer, saving, onSave }: Props) {
  const [searching, setSearching] = useState(false);
  const [checking, setChecking] = useState(false);
  const set = (patch: Partial<NewAddress>) => onValue({ ...value, ...patch });
  /** A field's input ref, value and error, all under its key (the phone is then shown formatted). */
  const bound = (key: NewAddressField) => ({ ref: refs[key], value: value[key], error: errors[key] });

  const onChoose = async (address: ChosenAddress) => {
    setSearching(false);
    setChecking(true);
    const verdict = await checkChosenAddress(address);
    setChecking(false);
    if (!verdict.ok) {
      // Refused: the address is cleared and the reason shown under it.
      onValue({ ...value, addr_code: '', addr: '' });
      onErrors({ ...errors, addr: verdict.message, addr_code: undefined });
      return;
    }
    onValue({ ...value, addr_code: address.addr_code, addr: address.addr });
    onErrors({ ...errors, addr: undefined, addr_code: undefined });
    refs.addr_desc.current?.focus();
  };

  const onSameAsOrderer = (checked: boolean) =>
    set(
      checked && orderer
        ? { sameAsOrderer: true, name: orderer.name, tel: sanitizeMobileInput(orderer.mobile) }
        : { sameAsOrderer: checked },
    );

  return (
    <div className={formStyles.form}>
      <CheckLabel checked={value.sameAsOrderer} onCheck={onSameAsOrderer}>
        주문자 정보와 동일
      </CheckLabel>
      <Field
        {...bound('name')}
        label="받는 분 *"
        autoComplete="name"
        onChange={(event) => set({ name: event.target.value, sameAsOrderer: false })}
      />
      <Field
        {...bound('tel')}
        label="연락처 *"
        type="tel"
        inputMode="numeric"
        autoComplete="tel"
        placeholder={MOBILE_PLACEHOLDER}
        maxLength={MOBILE_INPUT_MAX_LENGTH}
        value={formatPhone(value.tel)}
        onChange={(event) => set({ tel: sanitizeMobileInput(event.target.value), sameAsOrderer: false })}
      />
      <Field
        {...bound('addr_code')}
        label="우편번호 *"
        readOnly
        placeholder={POSTCODE_PLACEHOLDER}
        onClick={() => setSearching(true)}
        side={<PostcodeSearchButton checking={checking} onClick={() => setSearching(true)} />}
      />
      <Field {...bound('addr')} label="주소 *" readOnly onClick={() => setSearching(true)} />
      <Field
        {...bound('addr_desc')}
        label="상세 주소 *"
        autoComplete="address-line2"
        onChange={(event) => set({ addr_desc: event.target.value })}
      />
      <CheckLabel checked={value.isDefault} onCheck={(isDefault) => set({ isDefault })}>
        기본 배송지로 저장
      </CheckLabel>
      <button type="button" className={formStyles.secondary} onClick={onSave} disabled={saving || checking}>
        {saving ? '저장 중…' : '배송지 저장'}
      </button>
      {searching && <PostcodeSheet onChoose={onChoose} onClose={() => setSearching(false)} />}
    </div>
  );
}
