// @vitest-environment happy-dom
import { useState, type ReactElement } from 'react'
import { afterEach, expect, test } from 'vitest'

import { hydrateAfter, unmount, type Mounted } from '../../../../tests/support/dom-test-kit'
import { Checkbox } from './checkbox'
import { DayMonthField } from './day-month-field'
import { PasswordField } from './password-field'
import { RadioGroup } from './radio-group'
import { TextField } from './text-field'

function LoginLike() {
  const [email, setEmail] = useState('')
  const [password, setPassword] = useState('')
  return (
    <form>
      <TextField
        id="email"
        label="Email"
        value={email}
        onChange={(e) => setEmail(e.target.value)}
      />
      <PasswordField
        id="password"
        label="Password"
        showLabel="Show"
        hideLabel="Hide"
        value={password}
        onChange={(e) => setPassword(e.target.value)}
      />
      <output>{`${email}|${password}`}</output>
    </form>
  )
}

const months = ['01', '02', '07'].map((value) => ({ value, label: value }))
function LuckyDay() {
  const [day, setDay] = useState({ day: '', month: '' })
  return (
    <form>
      <DayMonthField
        id="lucky"
        legend="Lucky day"
        value={day}
        onChange={setDay}
        monthOptions={months}
        strings={{ day: 'Day', month: 'Month', chooseOption: 'Choose' }}
      />
      <output>{`${day.day}-${day.month}`}</output>
    </form>
  )
}

let mounted: Mounted | undefined
afterEach(async () => {
  if (mounted) await unmount(mounted)
  mounted = undefined
})

/** The output of the form hydrated after `before` ran on its server HTML. */
async function stateAfter(form: ReactElement, before?: (container: HTMLElement) => void) {
  mounted = await hydrateAfter(form, before)
  return mounted.container.querySelector('output')?.textContent
}

const field = (container: HTMLElement, id: string) =>
  container.querySelector(`#${id}`) as HTMLInputElement

test('what was typed before hydration reaches the form’s state', async () => {
  const state = await stateAfter(<LoginLike />, (c) => {
    // The visitor types while the form's code is still loading.
    field(c, 'email').value = 'marie@example.com'
    field(c, 'password').value = 'Secret-2026!'
  })
  expect(state).toBe('marie@example.com|Secret-2026!')
  expect(field(mounted!.container, 'email').value).toBe('marie@example.com')
})

test('a field left as rendered changes nothing', async () => {
  const state = await stateAfter(<LoginLike />)
  expect(state).toBe('|')
})

test('a day and a month chosen before hydration both reach the form (one merged change)', async () => {
  const state = await stateAfter(<LuckyDay />, (c) => {
    field(c, 'lucky-day').value = '14'
    field(c, 'lucky-month').value = '07'
  })
  expect(state).toBe('14-07')
})

function Choices() {
  const [terms, setTerms] = useState(false)
  const [news, setNews] = useState(true)
  const [service, setService] = useState('lunch')
  return (
    <form>
      <Checkbox
        id="terms"
        label="Terms"
        checked={terms}
        onChange={(e) => setTerms(e.target.checked)}
      />
      <Checkbox id="news" label="News" checked={news} onChange={(e) => setNews(e.target.checked)} />
      <RadioGroup
        id="service"
        name="service"
        legend="Service"
        options={[
          { value: 'lunch', label: 'Lunch' },
          { value: 'dinner', label: 'Dinner' },
        ]}
        value={service}
        onChange={setService}
      />
      <output>{`${terms}|${news}|${service}`}</output>
    </form>
  )
}

test('boxes ticked or unticked and an option chosen before hydration reach the form', async () => {
  const state = await stateAfter(<Choices />, (c) => {
    field(c, 'terms').checked = true
    field(c, 'news').checked = false
    field(c, 'service-1').checked = true
  })
  expect(state).toBe('true|false|dinner')
})

test('boxes and options left as rendered change nothing', async () => {
  const state = await stateAfter(<Choices />)
  expect(state).toBe('false|true|lunch')
})
