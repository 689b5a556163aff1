import { SPOT_STATE } from '@shop/domain/codes/spot-state';
import { formatPhone } from '@shop/domain/format/phone';
import { MOBILE_INPUT_MAX_LENGTH, sanitizeMobileInput } from '@shop/domain/validation/mobile';
import { type Spot, spotSchema } from '@shop/domain/validation/spot-schema';
import { useCallback, useState } from 'react';
import { useForm } from 'react-hook-form';
import { isApiError } from '../../../shared/http/api-error';
import { CheckLabel } from '../../../shared/ui/form/check-label';
import { Field } from '../../../shared/ui/form/field';
import formStyles from '../../../shared/ui/form/form.module.css';
import { registeredField } from '../../../shared/ui/form/registered-field';
import { checkChosenAddress } from '../../../shared/ui/postcode/check-chosen-address';
import { POSTCODE_PLACEHOLDER } from '../../../shared/ui/postcode/postcode-placeholder';
import { PostcodeSearchButton } from '../../../shared/ui/postcode/postcode-search-button';
import { type ChosenAddress, PostcodeSheet } from '../../../shared/ui/postcode/postcode-sheet';
import { koreanZodResolver } from '../../../shared/validation/korean-zod';
import styles from '../spots.module.css';
import { SPOT_TEL_PLACEHOLDER, type SpotFormValues, saveErrorsOf } from './spot-form-values';

type Props = {
  initial: SpotFormValues;
  submitLabel: string;
  /** Saves the checked entry; a thrown ApiError is shown on the form, which keeps what was typed. */
  onSave: (spot: Spot) => Promise<void>;
};

/** The address-book form: recipient, phone, postcode and address from the search, detail, default box. */
export function SpotForm({ initial, submitLabel, onSave }: Props) {
  const form = useForm<SpotFormValues, unknown, Spot>({
    resolver: koreanZodResolver(spotSchema) as never,
    defaultValues: initial,
    mode: 'onSubmit',
  });
  const [searching, setSearching] = useState(false);
  const [checking, setChecking] = useState(false);
  const [general, setGeneral] = useState<string | null>(null);
  const { errors, isSubmitting } = form.formState;

  const onChoose = useCallback(
    async (address: ChosenAddress) => {
      setSearching(false);
      setChecking(true);
      const verdict = await checkChosenAddress(address);
      setChecking(false);
      if (!verdict.ok) {
        form.setValue('addr_code', '');
        form.setValue('addr', '');
        form.setError('addr', { type: 'region', message: verdict.message });
        return;
      }
      form.setValue('addr_code', address.addr_code, { shouldDirty: true });
      form.setValue('addr', address.addr, { shouldDirty: true });
      form.clearErrors(['addr', 'addr_code']);
      form.setFocus('addr_desc');
    },
    [form],
  );

  const onSubmit = form.handleSubmit(async (spot) => {
    setGeneral(null);
    try {
      await onSave(spot);
    } catch (error) {
      const found = saveErrorsOf(isApiError(error) ? error.errors : {}, null);
      for (const { field, message } of found.fields) form.setError(field, { type: 'server', message });
      setGeneral(found.general);
    }
  });

  // The form keeps the digits, whatever the field shows or was typed with (react-hook-form reads the field).
  const tel = form.register('tel', {
    setValueAs: (value: unknown) => sanitizeMobileInput(String(value ?? '')),
  });
  const telValue = form.watch('tel');
  const isDefault = form.watch('state') === SPOT_STATE.DEFAULT;

  return (
    <>
      <form className={`${formStyles.form} ${styles.formCard}`} onSubmit={onSubmit} noValidate>
        <Field label="받는 분 *" autoComplete="name" {...registeredField(form, 'name')} />
        <Field
          label="연락처 *"
          type="tel"
          inputMode="numeric"
          autoComplete="tel"
          placeholder={SPOT_TEL_PLACEHOLDER}
          error={errors.tel?.message}
          maxLength={MOBILE_INPUT_MAX_LENGTH}
          {...tel}
          value={formatPhone(telValue)}
        />
        <Field
          label="우편번호 *"
          readOnly
          placeholder={POSTCODE_PLACEHOLDER}
          side={<PostcodeSearchButton checking={checking} onClick={() => setSearching(true)} />}
          {...registeredField(form, 'addr_code')}
          onClick={() => setSearching(true)}
        />
        <Field
          label="주소 *"
          readOnly
          {...registeredField(form, 'addr')}
          onClick={() => setSearching(true)}
        />
        <Field label="상세 주소" autoComplete="address-line2" {...registeredField(form, 'addr_desc')} />
        <CheckLabel
          checked={isDefault}
          onCheck={(on) =>
            form.setValue('state', on ? SPOT_STATE.DEFAULT : SPOT_STATE.NONE, { shouldDirty: true })
          }
        >
          기본 배송지로 설정
        </CheckLabel>
        {general && (
          <p className={formStyles.alert} role="alert">
            {general}
          </p>
        )}
        <button type="submit" className={formStyles.primary} disabled={isSubmitting || checking}>
          {isSubmitting ? '저장 중…' : submitLabel}
        </button>
      </form>
      {searching && <PostcodeSheet onChoose={onChoose} onClose={() => setSearching(false)} />}
    </>
  );
}
