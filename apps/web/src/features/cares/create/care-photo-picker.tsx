import { CARE_ATT_MAX_FILES } from '@shop/domain/api/cares';
import { CARE_ATTACHMENT_ACCEPT } from '@shop/domain/care/care-rules';
import { useEffect, useState } from 'react';
import { showAlert } from '../../../shared/ui/dialog/dialog-store';
import styles from '../cares.module.css';
import { addFiles, isImageFile, removeFile } from './care-form';

const keys = new WeakMap<File, number>();
let nextKey = 1;
/** A stable key per picked file (two files may share a name). */
function fileKey(file: File): number {
  let key = keys.get(file);
  if (key === undefined) {
    key = nextKey++;
    keys.set(file, key);
  }
  return key;
}

/** Object URLs of the pictures among `files`, revoked when the list changes or the picker leaves. */
function usePreviews(files: readonly File[]): ReadonlyMap<File, string> {
  const [urls, setUrls] = useState<ReadonlyMap<File, string>>(new Map());
  useEffect(() => {
    const made = new Map(
      files.filter((file) => isImageFile(file.name)).map((file) => [file, URL.createObjectURL(file)]),
    );
    setUrls(made);
    return () => {
      for (const url of made.values()) URL.revokeObjectURL(url);
    };
  }, [files]);
  return urls;
}

type Props = { id: string; files: readonly File[]; onChange: (files: File[]) => void };

/**
 * Step 3's attachments of one product: a thumbnail per chosen photo (a tile for a PDF), each with its 삭제
 * button, and a 사진 추가 tile while fewer than five are chosen. Files past the limits (kind, 10 MB, five)
 * are left out with the app's alert saying why.
 */
export function CarePhotoPicker({ id, files, onChange }: Props) {
  const previews = usePreviews(files);
  const labelId = `${id}-label`;
  const pick = (input: HTMLInputElement) => {
    const { files: next, refusal } = addFiles(files, Array.from(input.files ?? []));
    // The same file may be picked again after it was removed.
    input.value = '';
    if (next.length !== files.length) onChange(next);
    if (refusal) void showAlert(refusal);
  };
  return (
    <div className={styles.picker}>
      <div className={styles.headRow}>
        <span id={labelId} className={styles.label}>
          사진 또는 파일 첨부 (선택)
        </span>
        <span className={styles.faint}>
          <span aria-hidden="true">
            {files.length}/{CARE_ATT_MAX_FILES}
          </span>
          <span className="visually-hidden">
            {files.length}개 첨부, 최대 {CARE_ATT_MAX_FILES}개
          </span>
        </span>
      </div>
      <ul className={styles.photos} aria-label="첨부한 사진과 파일">
        {files.map((file, index) => {
          const url = previews.get(file);
          return (
            <li key={fileKey(file)} className={styles.photo}>
              {url ? (
                <img src={url} alt={file.name} className={styles.photoImage} />
              ) : (
                <span className={styles.photoFile} role="img" aria-label={file.name}>
                  {isImageFile(file.name) ? '' : 'PDF'}
                </span>
              )}
              <button
                type="button"
                className={styles.photoRemove}
                aria-label={`${file.name} 삭제`}
                onClick={() => onChange(removeFile(files, index))}
              >
                <svg viewBox="0 0 16 16" width="12" height="12" aria-hidden="true">
                  <path d="M4 4l8 8M12 4l-8 8" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
                </svg>
              </button>
            </li>
          );
        })}
        {files.length < CARE_ATT_MAX_FILES && (
          <li>
            <label className={styles.photoAdd}>
              <input
                id={id}
                type="file"
                multiple
                accept={CARE_ATTACHMENT_ACCEPT}
                className="visually-hidden"
                aria-labelledby={labelId}
                onChange={(event) => pick(event.currentTarget)}
              />
              <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
                <path d="M12 5v14M5 12h14" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
              </svg>
              <span>사진 추가</span>
            </label>
          </li>
        )}
      </ul>
      <p className={styles.faint}>jpg, png, pdf · 파일당 10MB 이하 · 최대 {CARE_ATT_MAX_FILES}개</p>
    </div>
  );
}
