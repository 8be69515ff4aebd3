import { runInRequest } from '../../server/core/request-context';
import { installLastResortGuard } from '../../server/processes/last-resort-guard';
import * as adsApi from '../../shared/api/ads';
import { apiPath } from '../../shared/api/operation';

// A process (tests/unit/last-resort-guard.test.ts runs it) in which a request's work throws in a
// timer and rejects a promise nobody handles; it then carries on and says so.

installLastResortGuard();
const request = {
  id: 'request-7',
  method: 'POST',
  path: apiPath(adsApi.setAdImages, { params: { id: 42 } }),
  mailNotSent: false,
};
runInRequest(request, () => {
  setTimeout(() => {
    throw new Error('thrown in a timer');
  }, 10);
  void Promise.reject(new Error('rejected and never handled'));
});
setTimeout(() => console.log('still serving'), 300);
