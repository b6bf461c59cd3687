import type { Orm } from '../../db/orm.ts';
import { memberProfiles } from '../member/member.lookup.ts';
import { storeGeneratedImage } from '../upload/upload.store.ts';
import { chatGroups, groupChangeChecks, groupChatMessages, groupHobbies, groupMembers, groupPopups } from './group.tables.ts';

const HOBBIES = ['Music', 'Games', 'Football', 'Poetry', 'Travel', 'Cooking', 'Movies', 'Anime', 'Fitness', 'Reading'];

const GROUPS = [
  ['Late night music club', 'Music, Poetry'],
  ['FIFA players', 'Games, Football'],
  ['旅行爱好者', 'Travel'],
  ['Home cooks', 'Cooking'],
  ['Anime corner', 'Anime, Movies'],
  ['Morning runners', 'Fitness'],
  ['Book lovers', 'Reading, Poetry'],
  ['电影夜', 'Movies'],
  ['Karaoke stars', 'Music'],
  ['Chess and puzzles', 'Games'],
  ['Weekend travellers', 'Travel, Football'],
  ['Quiet readers', 'Reading'],
] as const;

const QUESTIONS = ['Why do you want to join?', 'What is your favourite song?\nHow did you find us?', '你从哪里知道我们的?', ''];

const CHAT = [
  'Hello everyone!',
  'Who is online tonight?',
  'Welcome to the new members 🎉',
  '大家晚上好',
  'The match starts at 9, join the room',
  'Please keep the chat friendly',
  'Buy cheap coins here: t.me/xxx',
  'Good morning!',
  'Anyone up for a game?',
  '谢谢大家的礼物',
];

/** A round avatar in one of a few colours, with the group's initial. */
function avatarSvg(n: number, initial: string): Buffer {
  const colour = ['#1677ff', '#52c41a', '#fa8c16', '#722ed1', '#13c2c2', '#eb2f96'][n % 6];
  return Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="96" height="96"><circle cx="48" cy="48" r="46" fill="${colour}"/><text x="48" y="62" font-size="40" text-anchor="middle" fill="#fff" font-family="sans-serif">${initial}</text></svg>`,
  );
}

/**
 * Hobbies, twelve groups of demo members in several regions (one dissolved, some recommended), their
 * members with roles and a mute, chat messages (one removed), pending changes to check and H5
 * popups: every group screen has something to show.
 */
export async function insertDemoGroups(db: Orm, now: number): Promise<void> {
  if ((await db.select({ id: groupHobbies.id }).from(groupHobbies).limit(1)).length > 0) return;
  const stamp = { createdBy: 1, createdByName: 'admin', createdAt: now - 40 * 86_400, updatedAt: now - 40 * 86_400 };
  await db
    .insert(groupHobbies)
    .values(HOBBIES.map((name, sort) => ({ name, sort, isOn: sort !== HOBBIES.length - 1, ...stamp })));
  const profile = memberProfiles();
  const people = await db
    .select({ id: profile.id, regionId: profile.regionId, countryId: profile.countryId })
    .from(profile)
    .orderBy(profile.id)
    .limit(120);
  if (people.length < 10) return;
  for (const [n, [name, tags]] of GROUPS.entries()) {
    // Owners from both ends of the member list, so groups fall in several regions.
    const owner = people[n % 2 === 0 ? n : people.length - 1 - n] ?? people[0];
    if (!owner) continue;
    const created = now - (60 - n * 4) * 86_400;
    const avatar = await storeGeneratedImage(db, { mime: 'image/svg+xml', data: avatarSvg(n, name.slice(0, 1)) }, now);
    const [group] = await db
      .insert(chatGroups)
      .values({
        name,
        avatar,
        ownerId: owner.id,
        tags: tags.split(', '),
        questions: QUESTIONS[n % QUESTIONS.length] as string,
        regionId: owner.regionId,
        countryId: owner.countryId,
        recommended: n % 3 === 0 && n !== 9,
        state: n === 9 ? 'dissolved' : 'active',
        dissolvedAt: n === 9 ? now - 2 * 86_400 : null,
        dissolveReason: n === 9 ? 'Gambling promotion in the group chat' : '',
        createdAt: created,
        updatedAt: created,
      })
      .returning({ id: chatGroups.id });
    if (!group) continue;
    const size = 3 + (n % 6);
    const joined = [owner, ...people.filter((person) => person.id !== owner.id).slice(n * 3, n * 3 + size)];
    await db.insert(groupMembers).values(
      joined.map((person, k) => ({
        groupId: group.id,
        memberId: person.id,
        role: k === 0 ? 'owner' : k === 1 ? 'admin' : 'member',
        joinedAt: created + k * 3600,
        mutedUntil: k === 2 && n % 4 === 1 ? now + 86_400 : null,
        regionId: owner.regionId,
      })),
    );
    await db.insert(groupChatMessages).values(
      CHAT.slice(0, 4 + (n % 7)).map((content, k) => {
        const removed = content.includes('t.me');
        return {
          groupId: group.id,
          senderId: (joined[k % joined.length] ?? owner).id,
          content,
          sentAt: now - (k + 1) * 1800 - n * 60,
          regionId: owner.regionId,
          ...(removed ? { removedAt: now - 600, removedBy: 1, removedByName: 'admin', removeReason: 'Selling coins' } : {}),
        };
      }),
    );
    if (n < 5) {
      const renamed = n % 2 === 0;
      await db.insert(groupChangeChecks).values({
        groupId: group.id,
        kind: renamed ? 'name' : 'avatar',
        newName: renamed ? `${name} 2.0` : '',
        newAvatar: renamed ? '' : await storeGeneratedImage(db, { mime: 'image/svg+xml', data: avatarSvg(n + 3, '★') }, now),
        regionId: owner.regionId,
        submittedAt: now - (n + 1) * 7200,
        ...(n === 4 ? { state: 'passed', reviewedBy: 1, reviewedByName: 'admin', reviewedAt: now - 3600 } : {}),
      });
    }
  }
  const banner = await storeGeneratedImage(db, { mime: 'image/svg+xml', data: avatarSvg(7, 'H5') }, now);
  await db.insert(groupPopups).values([
    {
      title: 'Join a group this weekend',
      image: banner,
      linkUrl: 'https://example.com/groups/weekend',
      regions: [0, 1],
      onAt: now - 86_400,
      offAt: now + 6 * 86_400,
      ...stamp,
    },
    {
      title: '群组活动预告',
      image: banner,
      linkUrl: 'https://example.com/groups/events',
      regions: [2],
      onAt: now + 86_400,
      offAt: now + 8 * 86_400,
      ...stamp,
    },
    {
      title: 'Ramadan groups',
      image: banner,
      linkUrl: 'https://example.com/ramadan',
      regions: [1],
      onAt: now - 30 * 86_400,
      offAt: now - 86_400,
      ...stamp,
    },
  ]);
}
