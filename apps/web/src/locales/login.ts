import { bilingual } from '@console/contract';

/** The sign-in page. */
export const loginWords = bilingual({
  title: ['登录', 'Log in'],
  heading: ['管理后台', 'Admin console'],
  subtitle: ['语音聊天运营管理平台', 'Operations console of the voice-chat app'],
  username: ['账号', 'Account'],
  password: ['密码', 'Password'],
  submit: ['登录', 'Log in'],
  language: ['语言', 'Language'],
});
