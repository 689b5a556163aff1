type Props = {
  /** The line shown before the buttons once the last save went through, or nothing. */
  savedNotice?: string | false;
  /** Puts the editor back to what is saved. */
  onRevert: () => void;
  revertDisabled?: boolean;
  /** The primary button's words ('저장', '순서 저장', '{상품} 요금 저장'). */
  saveLabel: string;
  /** What the primary button does (it asks before saving); without it the button submits its form. */
  onSave?: () => void;
  saveDisabled?: boolean;
};

/** A catalogue editor's closing row: the saved notice, 되돌리기, then the primary save button. */
export function RevertSaveActions({
  savedNotice,
  onRevert,
  revertDisabled,
  saveLabel,
  onSave,
  saveDisabled,
}: Props) {
  return (
    <div className="catalogue-actions">
      {savedNotice && (
        <p className="catalogue-ok" role="status">
          {savedNotice}
        </p>
      )}
      <button type="button" className="button" onClick={onRevert} disabled={revertDisabled}>
        되돌리기
      </button>
      <button
        type={onSave ? 'button' : 'submit'}
        className="button button--primary"
        onClick={onSave}
        disabled={saveDisabled}
      >
        {saveLabel}
      </button>
    </div>
  );
}
