import { defineLabels } from '../resource/labels.ts';

/** Words of KA management (menu 21007), both languages. */
export const keyAccountLabels = defineLabels({
  noun: ['KA客户', 'key account'],
  fields: {
    tier: ['KA等级', 'Tier'],
    wealth_level: ['财富等级', 'Wealth level'],
    recharge_coins: ['累计充值金币', 'Coins recharged'],
    manager_id: ['客户经理账号ID', 'Account manager ID'],
    manager_name: ['客户经理', 'Account manager'],
    notes: ['备注', 'Notes'],
    last_contact_at: ['最近联系', 'Last contact'],
  },
  values: {
    tier: { silver: ['白银', 'Silver'], gold: ['黄金', 'Gold'], diamond: ['钻石', 'Diamond'] },
    last_contact_at: { null: ['未联系', 'Not yet'] },
    notes: { '': ['—', '—'] },
  },
  help: {
    member_id: [
      '累计充值或财富等级达到KA标准的用户',
      'A member whose recharges or wealth (consumption) level reach the key-account level',
    ],
    manager_id: ['负责该客户的员工账号ID', "The staff account's ID that looks after this member"],
  },
});
