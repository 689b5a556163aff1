import type { SpotView } from '@shop/domain/api/spots';
import { preselectedSpot } from '@shop/domain/checkout/preselected-spot';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { bridge } from '../../../shared/bridge/native-bridge';
import { isApiError } from '../../../shared/http/api-error';
import { showAlert } from '../../../shared/ui/dialog/dialog-store';
import { checkoutSpotsQueryOptions } from '../api/get-checkout-spots';
import { postCheckoutSpot } from '../api/post-checkout-spot';
import type { AddressMode } from '../pay-check';
import type { AddressFieldRefs } from './delivery-address';
import { emptyNewAddress, type NewAddressErrors, newAddressToSpot } from './new-address';

const SPOT_SAVE_FAIL = '주소록을 저장할 수 없습니다.';

/**
 * The delivery address of the checkout: an address-book entry, or a new address typed in and saved to the
 * book. The book's default (else first) entry is preselected; without entries the form opens.
 */
export function useCheckoutAddress(spots: readonly SpotView[] | undefined) {
  const queryClient = useQueryClient();
  const [mode, setMode] = useState<AddressMode | null>(null);
  const [spotId, setSpotId] = useState<number | null>(null);
  const [newAddress, setNewAddress] = useState(emptyNewAddress);
  const [errors, setErrors] = useState<NewAddressErrors>({});
  const [saving, setSaving] = useState(false);
  const refs: AddressFieldRefs = {
    name: useRef<HTMLInputElement>(null),
    tel: useRef<HTMLInputElement>(null),
    addr_code: useRef<HTMLInputElement>(null),
    addr: useRef<HTMLInputElement>(null),
    addr_desc: useRef<HTMLInputElement>(null),
  };

  useEffect(() => {
    if (!spots || mode !== null) return;
    const pick = preselectedSpot(spots);
    setMode(pick ? 'book' : 'new');
    setSpotId(pick?.id ?? null);
  }, [spots, mode]);

  const save = async () => {
    const checked = newAddressToSpot(newAddress);
    if (!checked.ok) {
      setErrors({ [checked.field]: checked.message });
      refs[checked.field].current?.focus();
      return;
    }
    setSaving(true);
    try {
      const saved = await postCheckoutSpot(checked.spot);
      await queryClient.invalidateQueries({ queryKey: checkoutSpotsQueryOptions().queryKey });
      bridge.spotUpdate(String(saved.id));
      setSpotId(saved.id);
      setMode('book');
      setNewAddress(emptyNewAddress());
      setErrors({});
    } catch (error) {
      const fieldErrors = isApiError(error) ? error.errors : {};
      const next: NewAddressErrors = {};
      for (const field of ['name', 'tel', 'addr_code', 'addr', 'addr_desc'] as const) {
        if (fieldErrors[field]?.[0]) next[field] = fieldErrors[field][0];
      }
      if (Object.keys(next).length > 0) setErrors(next);
      else void showAlert(isApiError(error) && error.status < 500 ? error.message : SPOT_SAVE_FAIL);
    } finally {
      setSaving(false);
    }
  };

  return {
    mode,
    setMode,
    spotId,
    setSpotId,
    /** The chosen address-book entry, when the book is the mode. */
    bookSpotId: mode === 'book' ? spotId : null,
    newAddress,
    setNewAddress,
    errors,
    setErrors,
    saving,
    save,
    refs,
  };
}
