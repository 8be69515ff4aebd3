import { useMutation } from '@tanstack/react-query';
import { UnreadAuthAnswer } from '../../../../shared/schemas/auth-answers';
import { apiPost } from '../../../lib/api-client';

/** Sends a one-time code to the number (international format, as the schema normalises it). */
export function sendPhoneOtp(phoneNumber: string) {
  return apiPost(UnreadAuthAnswer, '/api/auth/phone-number/send-otp', { phoneNumber });
}

export function useSendPhoneOtp() {
  return useMutation({ mutationFn: sendPhoneOtp });
}
