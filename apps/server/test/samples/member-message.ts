import type { Body, Sample, SampleEnv } from '../samples.ts';

/**
 * Samples of the member-message module where the derived ones cannot do: a send names a member or
 * a room that must exist, and feedback commands act on demo rows. The feedback demo inserts in a
 * fixed order (member-message.demo.ts), so ids are known: 4 and 6 are pending feedback of members
 * outside region 1 (4 replied to, 6 ignored here); 1 is already replied, 9 already ignored.
 */
const UNKNOWN_MEMBER = 987_654_321;
const UNKNOWN_ROOM = 999_999_999;
const FEEDBACK_TO_REPLY = 4;
const FEEDBACK_TO_IGNORE = 6;
const FEEDBACK_REPLIED = 1;
const FEEDBACK_IGNORED = 9;

const message = (env: SampleEnv): Body => ({ receiver_id: env.memberOutsideRegion1, content: 'Sample message' });
const screenLine = (env: SampleEnv): Body => ({ room_no: env.rooms.outsideRegion1.roomNo, content: 'Sample screen line' });

export const samples: Record<string, Sample> = {
  'Message/privateMessageSend': {
    valid: message,
    // Passes validation; no member has this id.
    failing: (env) => ({ ...message(env), receiver_id: UNKNOWN_MEMBER }),
    failures: {
      'unknown sender': (env) => ({ body: { ...message(env), sender_id: UNKNOWN_MEMBER } }),
      'sender is the receiver': (env) => ({ body: { ...message(env), sender_id: env.memberOutsideRegion1 } }),
      'link not http': (env) => ({ body: { ...message(env), url: 'ftp://files.example.com' } }),
      'content over the limit': (env) => ({ body: { ...message(env), content: 'x'.repeat(501) } }),
    },
    // The receiver is outside region 1.
    outOfRegion: message,
  },
  'Message/roomScreenSend': {
    valid: screenLine,
    failing: (env) => ({ ...screenLine(env), room_no: UNKNOWN_ROOM }),
    failures: { 'content over the limit': (env) => ({ body: { ...screenLine(env), content: 'x'.repeat(201) } }) },
    outOfRegion: screenLine,
  },
  'Setting/feedbackReply': {
    valid: () => ({ id: FEEDBACK_TO_REPLY, reply: 'Sample reply' }),
    // A replied feedback is final.
    failing: () => ({ id: FEEDBACK_REPLIED, reply: 'Sample reply' }),
    failures: { 'already ignored': () => ({ body: { id: FEEDBACK_IGNORED, reply: 'Sample reply' } }) },
    outOfRegion: () => ({ id: FEEDBACK_TO_REPLY, reply: 'Sample reply' }),
  },
  'Setting/feedbackIgnore': {
    valid: () => ({ id: FEEDBACK_TO_IGNORE }),
    failing: () => ({ id: FEEDBACK_IGNORED }),
    failures: { 'already replied': () => ({ body: { id: FEEDBACK_REPLIED } }) },
    outOfRegion: () => ({ id: FEEDBACK_TO_IGNORE }),
  },
};
