import formStyles from '../form/form.module.css';

type Props = { checking: boolean; onClick: () => void };

/** The address field's side button: 우편번호 검색, which opens the postcode search; 확인 중… while a chosen address is checked. */
export function PostcodeSearchButton({ checking, onClick }: Props) {
  return (
    <button type="button" className={formStyles.side} onClick={onClick} disabled={checking}>
      {checking ? '확인 중…' : '우편번호 검색'}
    </button>
  );
}
