import type { TLoginRequest, TRegisterRequest, TResetPasswordRequest, TSendEmailCodeRequest, TTokenPair } from '@shop/shared';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

export const login = (body: TLoginRequest) => api<TTokenPair>('member/auth/login', { method: 'POST', body });
export const useLogin = () => useMutation({ mutationFn: login });

export const register = (body: TRegisterRequest) => api<TTokenPair>('member/auth/sms-mail-register', { method: 'POST', body });
export const useRegister = () => useMutation({ mutationFn: register });

export const sendEmailCode = (body: TSendEmailCodeRequest) => api<boolean>('member/auth/send-email-code', { method: 'POST', body });
export const useSendEmailCode = () => useMutation({ mutationFn: sendEmailCode });

export const resetPassword = (body: TResetPasswordRequest) => api<boolean>('member/auth/reset-password', { method: 'POST', body });
export const useResetPassword = () => useMutation({ mutationFn: resetPassword });

export const logout = () => api<boolean>('member/auth/logout', { method: 'POST' });
