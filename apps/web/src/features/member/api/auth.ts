import type { TLoginRequest, TRegisterRequest, TResetPasswordRequest, TSendEmailCodeRequest } from '@shop/shared';
import { useMutation } from '@tanstack/react-query';
import { client } from '../../../lib/api-client.ts';

const { auth } = client.member;

export const useLogin = () => useMutation({ mutationFn: (body: TLoginRequest) => auth.login(body) });
export const useRegister = () => useMutation({ mutationFn: (body: TRegisterRequest) => auth.smsMailRegister(body) });
export const useSendEmailCode = () => useMutation({ mutationFn: (body: TSendEmailCodeRequest) => auth.sendEmailCode(body) });
export const useResetPassword = () => useMutation({ mutationFn: (body: TResetPasswordRequest) => auth.resetPassword(body) });
