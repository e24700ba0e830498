// @vitest-environment happy-dom
import { act, useState } from 'react'
import { hydrateRoot, type Root } from 'react-dom/client'
import { renderToString } from 'react-dom/server'
import { afterEach, expect, test } from 'vitest'

import '../../../../tests/support/dom-test-kit'
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

let root: Root | null = null
afterEach(async () => {
  if (root) await act(async () => root!.unmount())
  root = null
  document.body.innerHTML = ''
})

test('what was typed before hydration reaches the form’s state', async () => {
  const container = document.createElement('div')
  container.innerHTML = renderToString(<LoginLike />)
  document.body.append(container)
  // The visitor types while the form's code is still loading.
  ;(container.querySelector('#email') as HTMLInputElement).value = 'marie@example.com'
  ;(container.querySelector('#password') as HTMLInputElement).value = 'Secret-2026!'
  await act(async () => {
    root = hydrateRoot(container, <LoginLike />)
  })
  expect(container.querySelector('output')?.textContent).toBe('marie@example.com|Secret-2026!')
  expect((container.querySelector('#email') as HTMLInputElement).value).toBe('marie@example.com')
})

test('a field left as rendered changes nothing', async () => {
  const container = document.createElement('div')
  container.innerHTML = renderToString(<LoginLike />)
  document.body.append(container)
  await act(async () => {
    root = hydrateRoot(container, <LoginLike />)
  })
  expect(container.querySelector('output')?.textContent).toBe('|')
})

test('a day and a month chosen before hydration both reach the form (one merged change)', async () => {
  const container = document.createElement('div')
  container.innerHTML = renderToString(<LuckyDay />)
  document.body.append(container)
  ;(container.querySelector('#lucky-day') as HTMLSelectElement).value = '14'
  ;(container.querySelector('#lucky-month') as HTMLSelectElement).value = '07'
  await act(async () => {
    root = hydrateRoot(container, <LuckyDay />)
  })
  expect(container.querySelector('output')?.textContent).toBe('14-07')
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
  const container = document.createElement('div')
  container.innerHTML = renderToString(<Choices />)
  document.body.append(container)
  ;(container.querySelector('#terms') as HTMLInputElement).checked = true
  ;(container.querySelector('#news') as HTMLInputElement).checked = false
  ;(container.querySelector('#service-1') as HTMLInputElement).checked = true
  await act(async () => {
    root = hydrateRoot(container, <Choices />)
  })
  expect(container.querySelector('output')?.textContent).toBe('true|false|dinner')
})

test('boxes and options left as rendered change nothing', async () => {
  const container = document.createElement('div')
  container.innerHTML = renderToString(<Choices />)
  document.body.append(container)
  await act(async () => {
    root = hydrateRoot(container, <Choices />)
  })
  expect(container.querySelector('output')?.textContent).toBe('false|true|lunch')
})
