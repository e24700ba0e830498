import { describe, expect, it } from 'vitest'

import { isAbortedViewTransition } from './aborted-transition'

describe('isAbortedViewTransition', () => {
  const dom = (name: string, message: string) => new DOMException(message, name)
  it.each([
    [
      'a resize during a transition',
      dom(
        'InvalidStateError',
        'Transition was aborted because of invalid state. Viewport size changed',
      ),
      true,
    ],
    [
      'a hidden tab',
      dom(
        'InvalidStateError',
        'Transition was aborted because of invalid state. Document visibility changed',
      ),
      true,
    ],
    [
      'another invalid state',
      dom('InvalidStateError', 'The object is in an invalid state.'),
      false,
    ],
    ['a skipped transition', dom('AbortError', 'Transition was skipped'), false],
    [
      'a failed chunk',
      Object.assign(new Error('Loading chunk 12 failed'), { name: 'ChunkLoadError' }),
      false,
    ],
    [
      'a plain error with the words',
      new Error('Transition was aborted because of invalid state'),
      false,
    ],
    ['a string', 'Transition was aborted because of invalid state', false],
    ['nothing', undefined, false],
    ['null', null, false],
  ])('%s → %s', (_case, reason, expected) => {
    expect(isAbortedViewTransition(reason)).toBe(expected)
  })
})
