import { BlockedWord, BlockedWordInput, BlockedWordList } from '../schemas/blocked-words';
import { UuidParam } from '../schemas/id-param';
import { NoContent } from '../schemas/no-content';
import { operation } from './operation';

export const listBlockedWords = operation({
  method: 'get',
  path: '/admin/blocked-words',
  answer: BlockedWordList,
  status: 200,
});

export const addBlockedWord = operation({
  method: 'post',
  path: '/admin/blocked-words',
  body: BlockedWordInput,
  answer: BlockedWord,
  status: 201,
});

export const removeBlockedWord = operation({
  method: 'delete',
  path: '/admin/blocked-words/{id}',
  params: UuidParam,
  answer: NoContent,
  status: 204,
});
