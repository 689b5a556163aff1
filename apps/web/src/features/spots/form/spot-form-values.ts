import type { SpotView } from '@shop/domain/api/spots';
import { SPOT_STATE } from '@shop/domain/codes/spot-state';
import type { SpotInput } from '@shop/domain/validation/spot-schema';

/** The phone placeholder of the address form: the number without dashes. */
export const SPOT_TEL_PLACEHOLDER = '하이픈(-) 없이 휴대폰 번호를 입력해 주세요';
export const SPOT_SAVE_FAIL_MESSAGE = '주소록을 저장할 수 없습니다.';

export type SpotFormValues = Required<
  Pick<SpotInput, 'name' | 'tel' | 'addr_code' | 'addr' | 'addr_desc'>
> & {
  state: typeof SPOT_STATE.NONE | typeof SPOT_STATE.DEFAULT;
  title?: string;
  options?: { type_weekend?: boolean };
};

export const SPOT_FORM_FIELDS = ['name', 'tel', 'addr_code', 'addr', 'addr_desc'] as const;
export type SpotFormField = (typeof SPOT_FORM_FIELDS)[number];

export const emptySpotForm = (): SpotFormValues => ({
  name: '',
  tel: '',
  addr_code: '',
  addr: '',
  addr_desc: '',
  state: SPOT_STATE.NONE,
});

/** An entry in the form; its title and the hidden weekend option go back unchanged on save. */
export function spotFormOf(spot: SpotView): SpotFormValues {
  return {
    name: spot.name,
    tel: spot.tel,
    addr_code: spot.addr_code,
    addr: spot.addr,
    addr_desc: spot.addr_desc,
    state: spot.state === SPOT_STATE.DEFAULT ? SPOT_STATE.DEFAULT : SPOT_STATE.NONE,
    title: spot.title,
    options: { type_weekend: spot.options.type_weekend },
  };
}

/** A refused save: the messages under the form's own fields, and anything else as one message. */
export function saveErrorsOf(errors: Record<string, string[]>, message: string | null) {
  const fields: { field: SpotFormField; message: string }[] = [];
  for (const field of SPOT_FORM_FIELDS) {
    const first = errors[field]?.[0];
    if (first) fields.push({ field, message: first });
  }
  return { fields, general: fields.length > 0 ? null : (message ?? SPOT_SAVE_FAIL_MESSAGE) };
}
