import { afterEach, describe, expect, it, vi } from 'vitest';
import { askConfirm, dialogStore, showAlert, showToast, TOAST_MS } from './dialog-store';

const waiting = () => dialogStore.getSnapshot().dialogs;

afterEach(() => {
  for (const dialog of waiting()) dialog.settle(false);
  vi.useRealTimers();
});

describe('the app dialog store', () => {
  it('queues alerts in order and resolves each when it is closed', async () => {
    const first = showAlert('첫 번째');
    const second = showAlert('두 번째', { title: '안내' });
    expect(waiting().map((d) => [d.kind, d.message, d.title, d.confirmLabel])).toEqual([
      ['alert', '첫 번째', undefined, '확인'],
      ['alert', '두 번째', '안내', '확인'],
    ]);
    waiting()[0]!.settle(true);
    await first;
    expect(waiting().map((d) => d.message)).toEqual(['두 번째']);
    waiting()[0]!.settle(false);
    await expect(second).resolves.toBeUndefined();
    expect(waiting()).toEqual([]);
  });

  it('answers a confirm with the button pressed, with its own labels', async () => {
    const yes = askConfirm('삭제할까요?', { confirmLabel: '삭제', danger: true });
    const request = waiting()[0]!;
    expect([request.kind, request.confirmLabel, request.cancelLabel, request.danger]).toEqual([
      'confirm',
      '삭제',
      '취소',
      true,
    ]);
    request.settle(true);
    await expect(yes).resolves.toBe(true);
    const no = askConfirm('나갈까요?');
    expect(waiting()[0]!.danger).toBe(false);
    waiting()[0]!.settle(false);
    await expect(no).resolves.toBe(false);
  });

  it('asks a double-tapped question once: the repeat is answered no at once, a different one still queues', async () => {
    const first = askConfirm('정말 삭제하시겠습니까?', { confirmLabel: '삭제', danger: true });
    const repeat = askConfirm('정말 삭제하시겠습니까?', { confirmLabel: '삭제', danger: true });
    await expect(repeat).resolves.toBe(false);
    expect(waiting().map((d) => d.message)).toEqual(['정말 삭제하시겠습니까?']);
    const other = askConfirm('결제합니다.', { title: '미납 금액 결제' });
    expect(waiting().map((d) => d.message)).toEqual(['정말 삭제하시겠습니까?', '결제합니다.']);
    waiting()[0]!.settle(true);
    await expect(first).resolves.toBe(true);
    waiting()[0]!.settle(false);
    await expect(other).resolves.toBe(false);
    // Once answered, the same question may be asked again.
    const again = askConfirm('정말 삭제하시겠습니까?');
    expect(waiting()).toHaveLength(1);
    waiting()[0]!.settle(true);
    await expect(again).resolves.toBe(true);
    // Alerts are not questions: two of the same still both show.
    void showAlert('실패했습니다.');
    void showAlert('실패했습니다.');
    expect(waiting()).toHaveLength(2);
  });

  it('tells subscribers of each change and keeps a toast for its time only', () => {
    vi.useFakeTimers();
    const listener = vi.fn();
    const unsubscribe = dialogStore.subscribe(listener);
    showToast('저장되었습니다.');
    expect(dialogStore.getSnapshot().toasts.map((t) => t.message)).toEqual(['저장되었습니다.']);
    vi.advanceTimersByTime(TOAST_MS - 1);
    expect(dialogStore.getSnapshot().toasts).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(dialogStore.getSnapshot().toasts).toEqual([]);
    expect(listener).toHaveBeenCalledTimes(2);
    unsubscribe();
    showToast('다시');
    expect(listener).toHaveBeenCalledTimes(2);
    vi.runAllTimers();
  });
});
