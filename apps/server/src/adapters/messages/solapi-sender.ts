import type { SolapiMessageService } from 'solapi';
import type { ChannelSender, ProviderReport } from './channel-sender';

export type SolapiOptions = {
  apiKey: string;
  apiSecret: string;
  senderNumber: string;
  kakaoChannelId: string;
};

type SendAnswer = {
  groupInfo?: { groupId?: string };
  messageList?: { messageId: string; statusCode: string; statusMessage: string }[];
};

/** Solapi's status codes: taken and waiting for the carrier (2000), with the carrier (3000), received (4000). */
const STILL_ON_ITS_WAY = new Set(['2000', '3000']);
const RECEIVED = '4000';

function describe(error: unknown): string {
  if (error && typeof error === 'object' && 'failedMessageList' in error) {
    const failed = (error as { failedMessageList: { statusCode: string; statusMessage: string }[] })
      .failedMessageList[0];
    if (failed) return `solapi: ${failed.statusCode} ${failed.statusMessage}`;
  }
  return `solapi: ${error instanceof Error ? error.message : String(error)}`;
}

/**
 * 알림톡 and SMS/LMS through Solapi (its official SDK, `solapi`). A 알림톡 goes with its approved template's
 * code, the variables and its web-link button; when the next channel is SMS, Solapi itself sends the text
 * if Kakao cannot deliver it later (a phone without KakaoTalk), which no answer at send time could tell us.
 * Solapi picks SMS or LMS by the text's length. Whether a message reached the phone comes later, from its
 * message list (`reports`), asked for by the notices' report job.
 */
export function createSolapiSender(options: SolapiOptions): ChannelSender {
  // Its SDK takes a second to load: a server that sends through the simulator never pays for it.
  let service: Promise<SolapiMessageService> | null = null;
  const solapi = () =>
    (service ??= import('solapi').then(
      (sdk) => new sdk.SolapiMessageService(options.apiKey, options.apiSecret),
    ));
  return {
    provider: 'solapi',
    async send(channel, delivery) {
      if (channel === 'email') return { ok: false, detail: 'solapi: e-mail is not sent here' };
      const to = delivery.to.mobile;
      if (!to) return { ok: false, detail: '휴대폰 번호 없음' };
      const message =
        channel === 'alimtalk'
          ? {
              to,
              from: options.senderNumber,
              text: delivery.content,
              subject: delivery.title,
              kakaoOptions: {
                pfId: options.kakaoChannelId,
                templateId: delivery.template.code,
                variables: Object.fromEntries(
                  Object.entries(delivery.template.variables).map(([name, value]) => [`#{${name}}`, value]),
                ),
                disableSms: !delivery.smsSubstitute,
                ...(delivery.button
                  ? {
                      buttons: [
                        {
                          buttonType: 'WL' as const,
                          buttonName: delivery.button.name,
                          linkMo: delivery.button.url,
                          linkPc: delivery.button.url,
                        },
                      ],
                    }
                  : {}),
              },
            }
          : { to, from: options.senderNumber, text: delivery.content, subject: delivery.title };
      try {
        const answer = (await (await solapi()).send(message, { showMessageList: true })) as SendAnswer;
        const sent = answer.messageList?.[0];
        return {
          ok: true,
          detail: `solapi: ${sent?.messageId ?? answer.groupInfo?.groupId ?? 'accepted'}`,
          ...(sent?.messageId ? { ref: sent.messageId } : {}),
        };
      } catch (error) {
        return { ok: false, detail: describe(error) };
      }
    },
    async reports(refs): Promise<ProviderReport[]> {
      const found = await (await solapi()).getMessages({ messageIds: refs, limit: refs.length });
      return Object.entries(found.messageList).flatMap(([key, message]): ProviderReport[] => {
        const code = message.statusCode ?? '';
        if (code === '' || STILL_ON_ITS_WAY.has(code)) return [];
        const ref = message.messageId ?? key;
        if (code === RECEIVED) return [{ ref, delivered: true, detail: `solapi: ${code}` }];
        return [
          { ref, delivered: false, detail: `solapi: ${code}${message.reason ? ` ${message.reason}` : ''}` },
        ];
      });
    },
  };
}
