import { CHANNEL_LABEL, type Channel, smsType } from '@shop/domain/notifications/channels';
import type { ChannelSender, ProviderReport } from './channel-sender';

export type SimulatorSender = ChannelSender & {
  /** Channels it refuses now; tests and MESSAGES_SIMULATOR_FAIL change it to make the fallback run. */
  readonly failing: Set<Channel>;
};

/** A phone number ending so never receives what the simulator takes: its report says so. */
export const UNREACHABLE_ENDING = '0000';

/**
 * The built-in messaging provider: nothing leaves the machine; every attempt it answers is kept in the
 * delivery log, which /noticeMsg shows in development. A live server refuses it (config). Its delivery
 * reports are written into the reference it answers (a number ending in 0000 is never reached), so any
 * instance can read them back.
 */
export function createSimulatorSender(failing: Iterable<Channel> = []): SimulatorSender {
  const failingNow = new Set(failing);
  return {
    provider: 'simulator',
    failing: failingNow,
    async send(channel, delivery) {
      if (failingNow.has(channel)) {
        return { ok: false, detail: `시뮬레이터: ${CHANNEL_LABEL[channel]} 전송 실패(설정된 실패)` };
      }
      if (channel !== 'email' && !delivery.to.mobile) return { ok: false, detail: '휴대폰 번호 없음' };
      if (channel === 'email' && !delivery.to.email) return { ok: false, detail: '이메일 주소 없음' };
      const what =
        channel === 'alimtalk'
          ? `템플릿 ${delivery.template.code}`
          : channel === 'sms'
            ? smsType(delivery.content)
            : delivery.to.email;
      const answer = { ok: true, detail: `시뮬레이터: ${CHANNEL_LABEL[channel]} 전달 (${what})` };
      if (channel === 'email') return answer;
      const reaches = !delivery.to.mobile!.replace(/\D/g, '').endsWith(UNREACHABLE_ENDING);
      return { ...answer, ref: `sim:${reaches ? 'delivered' : 'undelivered'}:${delivery.id}:${channel}` };
    },
    async reports(refs): Promise<ProviderReport[]> {
      return refs.flatMap((ref): ProviderReport[] => {
        const [source, outcome] = ref.split(':');
        if (source !== 'sim') return [];
        return outcome === 'delivered'
          ? [{ ref, delivered: true, detail: '시뮬레이터: 수신 확인' }]
          : [{ ref, delivered: false, detail: '시뮬레이터: 수신 실패(없는 번호)' }];
      });
    },
  };
}
