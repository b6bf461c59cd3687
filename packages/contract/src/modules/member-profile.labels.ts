import { defineLabels } from '../resource/labels.ts';

/** The words of the user page's profile edits (member-edit.ts, member-profile.ts): their inputs, choices and help. */
export const memberProfileLabels = defineLabels({
  noun: ['用户', 'member'],
  fields: {
    avatar: ['头像', 'Avatar'],
    phone_region: ['手机区号', 'Phone region code'],
    phone: ['手机号', 'Phone'],
    email: ['邮箱', 'Email'],
    level_type: ['等级类型', 'Which level'],
    level: ['等级', 'Level'],
    gender: ['性别', 'Gender'],
    birthday: ['生日', 'Birthday'],
    province: ['省份', 'Province'],
    hobbies: ['爱好', 'Hobbies'],
    signature: ['个性签名', 'Signature'],
    real_name: ['真实姓名', 'Real name'],
    id_number: ['证件号', 'ID number'],
    pass: ['审核结果', 'Decision'],
    svip_level: ['SVIP', 'SVIP'],
    days: ['天数', 'Days'],
    channel: ['登录方式', 'Login'],
    password: ['登录密码', 'Login password'],
  },
  values: {
    level_type: {
      wealth: ['财富等级', 'Wealth level'],
      charm: ['魅力等级', 'Charm level'],
      activity: ['活跃等级', 'Activity level'],
    },
    gender: { '0': ['男', 'Male'], '1': ['保密', 'Confidential'], '2': ['女', 'Female'] },
    pass: { true: ['通过', 'Pass'], false: ['拒绝', 'Reject'] },
    channel: {
      google: ['Google', 'Google'],
      facebook: ['Facebook', 'Facebook'],
      apple: ['Apple', 'Apple'],
      twitter: ['Twitter', 'Twitter'],
      huawei: ['华为', 'Huawei'],
    },
  },
  help: {
    phone_region: ['如 +966', 'Such as +966'],
    birthday: ['YYYY-MM-DD', 'YYYY-MM-DD'],
    level: ['0 – 200', '0 – 200'],
    reason: ['拒绝时必填', 'Required when rejecting'],
    svip_level: ['0 为取消SVIP;1–10 为等级', '0 takes SVIP away; 1–10 sets the level'],
    password: ['至少 6 个字符', 'At least 6 characters'],
  },
});
