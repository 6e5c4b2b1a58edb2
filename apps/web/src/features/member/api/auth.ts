import type { TLoginRequest, TRegisterRequest, TResetPasswordRequest, TSendEmailCodeRequest } from '@shop/shared';
import { useMutation } from '@tanstack/react-query';
import { client } from '../../../lib/api-client.ts';
import { FIELD_CODES } from '../components/server-errors.ts';

export const useLogin = () => useMutation({ mutationFn: (body: TLoginRequest) => client.member.auth.login(body) });
// The form shows these refusals beside their fields (components/server-errors.ts).
export const useRegister = () =>
  useMutation({ mutationFn: (body: TRegisterRequest) => client.member.auth.smsMailRegister(body, { quietCodes: FIELD_CODES }) });
export const useSendEmailCode = () => useMutation({ mutationFn: (body: TSendEmailCodeRequest) => client.member.auth.sendEmailCode(body) });
export const useResetPassword = () =>
  useMutation({ mutationFn: (body: TResetPasswordRequest) => client.member.auth.resetPassword(body, { quietCodes: FIELD_CODES }) });
