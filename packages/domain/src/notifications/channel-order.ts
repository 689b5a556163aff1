import { CHANNELS, type Channel } from './channels';
import { isMessageKind, MESSAGE_TEMPLATES, type MessageKind } from './templates';

export type ChannelOverrides = Partial<Record<MessageKind, readonly Channel[]>>;

/** 알림톡 carries only informational messages (Kakao's rule): advertising may use SMS and e-mail. */
export function allowedChannels(kind: MessageKind): readonly Channel[] {
  return MESSAGE_TEMPLATES[kind].purpose === 'advertising'
    ? CHANNELS.filter((c) => c !== 'alimtalk')
    : CHANNELS;
}

/** The channels a kind is tried on, in order: the setting's order when it names the kind. */
export function channelsFor(kind: MessageKind, overrides: ChannelOverrides = {}): readonly Channel[] {
  return overrides[kind] ?? MESSAGE_TEMPLATES[kind].channels;
}

/**
 * Reads MESSAGE_CHANNELS, e.g. `receipt=email;chargeFailed=alimtalk,sms,email`. Answers the overrides, or
 * the first problem as a sentence for the start-up error.
 */
export function parseChannelOverrides(text: string): { overrides: ChannelOverrides } | { error: string } {
  const overrides: ChannelOverrides = {};
  for (const part of text
    .split(';')
    .map((p) => p.trim())
    .filter(Boolean)) {
    const [kind, list = ''] = part.split('=').map((s) => s.trim());
    if (!kind || !isMessageKind(kind)) return { error: `unknown message kind "${kind}"` };
    const channels = list
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean);
    if (channels.length === 0) return { error: `${kind}: no channel given` };
    const allowed = allowedChannels(kind);
    for (const channel of channels) {
      if (!allowed.includes(channel as Channel))
        return { error: `${kind}: channel "${channel}" is not allowed` };
    }
    if (new Set(channels).size !== channels.length) return { error: `${kind}: a channel is named twice` };
    overrides[kind] = channels as Channel[];
  }
  return { overrides };
}
