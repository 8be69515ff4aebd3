import { IdParam } from '../schemas/id-param';
import { OwnReport, ReportInput } from '../schemas/reports';
import { operation } from './operation';

export const reportAd = operation({
  method: 'post',
  path: '/ads/{id}/reports',
  params: IdParam,
  body: ReportInput,
  answer: OwnReport,
  status: 201,
});
