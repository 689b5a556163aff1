import {
  CARD_CVC_MAX,
  CARD_EXPIRY_MAX,
  CARD_NUMBER_MAX,
  CARD_PASSWORD_PREFIX_MAX,
  cardDigits,
} from '@shop/domain/validation/card-entry';
import { useState } from 'react';
import { Field } from '../../../shared/ui/form/field';
import formStyles from '../../../shared/ui/form/form.module.css';
import styles from '../payments.module.css';

const FIELDS = [
  { key: 'number', label: '카드번호', max: CARD_NUMBER_MAX, placeholder: '- 없이 숫자만 입력' },
  { key: 'expiry', label: '유효기간 (MMYY)', max: CARD_EXPIRY_MAX, placeholder: 'MMYY' },
  { key: 'cvc', label: 'CVC', max: CARD_CVC_MAX, placeholder: '카드 뒷면 3자리' },
  { key: 'password', label: '비밀번호 앞 2자리', max: CARD_PASSWORD_PREFIX_MAX, placeholder: '••' },
] as const;

type Key = (typeof FIELDS)[number]['key'];

/**
 * /payments/billAuth/create: the card entry form of the documents, static and not wired (rental-lifecycle
 * section 5); cards are registered through the card company's page instead.
 */
export function CardEntryScreen() {
  const [values, setValues] = useState<Record<Key, string>>({
    number: '',
    expiry: '',
    cvc: '',
    password: '',
  });
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>결제 카드 등록</h1>
      <form className={`${formStyles.form} ${styles.formCard}`} onSubmit={(event) => event.preventDefault()}>
        {FIELDS.map((field) => (
          <Field
            key={field.key}
            label={field.label}
            inputMode="numeric"
            autoComplete="off"
            type={field.key === 'password' ? 'password' : 'text'}
            maxLength={field.max}
            placeholder={field.placeholder}
            value={values[field.key]}
            onChange={(event) =>
              setValues({ ...values, [field.key]: cardDigits(event.target.value, field.max) })
            }
          />
        ))}
        <button type="submit" className={formStyles.primary} disabled>
          등록하기
        </button>
        <p className={formStyles.message}>
          이 화면은 준비 중입니다. 카드는 결제 화면의 카드 추가로 등록해 주세요.
        </p>
      </form>
    </div>
  );
}
