import { useMutation } from '@tanstack/react-query';
import * as authApi from '../../../../shared/api/auth';
import { callApi } from '../../../lib/api-client';

/** Sends a one-time code to the number (international format, as the schema normalises it). */
export function sendPhoneOtp(phoneNumber: string) {
  return callApi(authApi.sendPhoneOtp, { body: { phoneNumber } });
}

export function useSendPhoneOtp() {
  return useMutation({ mutationFn: sendPhoneOtp });
}
