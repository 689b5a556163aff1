import type { AdminImage } from '@shop/domain/api/admin/catalogue';
import {
  imageKind,
  PROD_IMAGE_MAX_BYTES,
  PROD_IMAGE_SIZE_MESSAGE,
  PROD_IMAGE_TYPE_MESSAGE,
} from '@shop/domain/catalog/image-admin';
import { josa } from 'es-hangul';
import { useEffect, useState } from 'react';
import { ConfirmDialog } from '../../../shared/ui/confirm-dialog';
import { Empty, ErrorBox, Loading } from '../../../shared/ui/states';
import { useWriteDialog } from '../../../shared/ui/use-write-dialog';
import { useDeleteImage, useImages, useReorderImages, useUploadImage } from '../api/prod-images';
import { refusal } from '../api/refusal';
import { movedItem } from '../moved-item';
import { ReorderButtons } from '../reorder-buttons';
import { RevertSaveActions } from '../revert-save-actions';

/** The same check the server makes, before the bytes travel: JPEG or PNG by the first bytes, within the size. */
async function fileProblem(file: File): Promise<string | null> {
  if (file.size > PROD_IMAGE_MAX_BYTES) return PROD_IMAGE_SIZE_MESSAGE;
  const head = new Uint8Array(await file.slice(0, 16).arrayBuffer());
  return imageKind(head) ? null : PROD_IMAGE_TYPE_MESSAGE;
}

const kb = (bytes: number) => `${Math.max(1, Math.round(bytes / 1024)).toLocaleString('ko-KR')}KB`;

/** The product's pictures in the storefront's order: upload, move, delete; the first is the list's picture. */
export function ImagesPanel({ prodId }: { prodId: number }) {
  const images = useImages(prodId);
  const upload = useUploadImage(prodId);
  const reorder = useReorderImages(prodId);
  const remove = useDeleteImage(prodId);
  const [order, setOrder] = useState<AdminImage[] | null>(null);
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const uploading = useWriteDialog(upload, refusal);
  const ordering = useWriteDialog(reorder, refusal);
  const deleting = useWriteDialog<AdminImage>(remove, refusal);
  const [inputKey, setInputKey] = useState(0);

  useEffect(() => {
    if (images.data) setOrder(null);
  }, [images.data]);

  if (images.isPending) return <Loading />;
  if (images.isError) return <ErrorBox error={images.error} onRetry={() => void images.refetch()} />;
  const shown = order ?? images.data;
  const moved = order?.some((img, i) => img.id !== images.data[i]?.id) ?? false;

  return (
    <div className="catalogue-stack">
      <section className="catalogue-card" aria-labelledby="upload-title">
        <h3 id="upload-title">이미지 올리기</h3>
        <p className="field__hint">
          JPG 또는 PNG, {PROD_IMAGE_MAX_BYTES / 1024 / 1024}MB 이하. 정사각형(800×800 이상)이 쇼핑몰에서 가장
          잘 보입니다.
        </p>
        <div className="filters">
          <input
            key={inputKey}
            type="file"
            aria-label="이미지 파일"
            accept="image/jpeg,image/png"
            onChange={async (e) => {
              const picked = e.target.files?.[0] ?? null;
              setFile(picked);
              setFileError(picked ? await fileProblem(picked) : null);
            }}
          />
          <button
            type="button"
            className="button button--primary"
            disabled={!file || fileError !== null}
            onClick={() => uploading.ask()}
          >
            올리기
          </button>
        </div>
        {fileError && (
          <p className="field__error" role="alert">
            {fileError}
          </p>
        )}
      </section>

      <section aria-labelledby="images-title">
        <div className="catalogue-section-head">
          <h3 id="images-title">쇼핑몰에 보이는 순서</h3>
          {moved && (
            <RevertSaveActions
              onRevert={() => setOrder(null)}
              saveLabel="순서 저장"
              onSave={() => ordering.ask()}
            />
          )}
        </div>
        {shown.length === 0 ? (
          <Empty>이미지가 없습니다. 쇼핑몰에는 빈 자리로 보입니다.</Empty>
        ) : (
          <ol className="catalogue-images">
            {shown.map((img, i) => (
              <li key={img.id} className="catalogue-image">
                <img src={img.url} alt={`${i + 1}번째 이미지`} width={160} height={160} loading="lazy" />
                <p className="catalogue-image__name" title={img.original_name}>
                  {i + 1}. {img.original_name || '기본 이미지'}
                </p>
                <div className="catalogue-image__tools">
                  <ReorderButtons
                    name={`${i + 1}번째 이미지`}
                    index={i}
                    count={shown.length}
                    earlier={{ word: '앞으로', arrow: '←' }}
                    later={{ word: '뒤로', arrow: '→' }}
                    onMove={(by) => setOrder(movedItem(shown, i, by))}
                  />
                  <button
                    type="button"
                    className="button button--small"
                    disabled={moved}
                    onClick={() => deleting.ask(img)}
                  >
                    삭제
                  </button>
                </div>
              </li>
            ))}
          </ol>
        )}
      </section>

      <ConfirmDialog
        {...uploading.dialog}
        title="이미지 올리기"
        confirmLabel="올리기"
        onConfirm={() =>
          file &&
          upload.mutate(file, {
            onSuccess: () => {
              setFile(null);
              setInputKey((k) => k + 1);
              uploading.close();
            },
          })
        }
      >
        <p>
          {file?.name} ({kb(file?.size ?? 0)}){josa.pick(file?.name ?? '', '을/를')} 마지막 이미지로 올립니다.
          쇼핑몰에 바로 보입니다.
        </p>
      </ConfirmDialog>
      <ConfirmDialog
        {...ordering.dialog}
        title="이미지 순서 저장"
        confirmLabel="저장"
        onConfirm={() =>
          reorder.mutate(
            shown.map((img) => img.id),
            { onSuccess: ordering.close },
          )
        }
      >
        <p>이 순서로 쇼핑몰에 보입니다. 첫 번째 이미지가 상품 목록의 대표 이미지가 됩니다.</p>
      </ConfirmDialog>
      <ConfirmDialog
        {...deleting.dialog}
        title="이미지 삭제"
        confirmLabel="삭제"
        danger
        onConfirm={() =>
          deleting.subject && remove.mutate(deleting.subject.id, { onSuccess: deleting.close })
        }
      >
        {deleting.subject && (
          <>
            <img
              src={deleting.subject.url}
              alt=""
              width={120}
              height={120}
              className="catalogue-image__preview"
            />
            <p>이 이미지를 쇼핑몰에서 내립니다. 되돌릴 수 없습니다.</p>
          </>
        )}
      </ConfirmDialog>
    </div>
  );
}
